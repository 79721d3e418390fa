; Inno Setup script for Trading Floor (Windows).  Built by CI after
; `python packaging/build.py` has frozen the app into dist\trading-floor:
;   ISCC /DAppVersion=0.1.0 packaging\windows\trading-floor.iss
; Per-user install (no administrator rights), a start-menu entry, an
; uninstaller.  Uninstalling never removes the player's saves (they live in
; %LOCALAPPDATA%\TradingFloor, which this installer does not create).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6C1F0E7B-3D0A-4F1B-9B7E-2F6A1E5C9D41}
AppName=Trading Floor
AppVersion={#AppVersion}
AppPublisher=Trading Floor developers
DefaultDirName={localappdata}\Programs\Trading Floor
DefaultGroupName=Trading Floor
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=trading-floor-{#AppVersion}-windows-setup
SetupIconFile=..\..\build\packaging\icons\trading-floor.ico
UninstallDisplayIcon={app}\trading-floor.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\trading-floor\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Trading Floor"; Filename: "{app}\trading-floor.exe"
Name: "{group}\{cm:UninstallProgram,Trading Floor}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Trading Floor"; Filename: "{app}\trading-floor.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\trading-floor.exe"; Description: "{cm:LaunchProgram,Trading Floor}"; Flags: nowait postinstall skipifsilent
