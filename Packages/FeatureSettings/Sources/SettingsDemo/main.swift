import FeatureSettings
import FeatureSettingsTesting

print(SampleSettings.title)
