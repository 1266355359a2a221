import FeatureProfile
import FeatureProfileTesting

print(SampleProfile.title)
