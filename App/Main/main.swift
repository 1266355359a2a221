import MosaicShell

print(StartScreen.render())
