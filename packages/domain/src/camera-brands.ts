export const CAMERA_CONNECTION_TYPES = ['usb', 'wifi'] as const;
export type CameraConnectionType = (typeof CAMERA_CONNECTION_TYPES)[number];

export interface CameraBrand {
  readonly id: string;
  readonly name: string;
  readonly software: string;
  readonly connectionTypes: readonly CameraConnectionType[];
}

export const CAMERA_BRANDS = [
  { id: 'canon', name: 'Canon', software: 'EOS Utility', connectionTypes: ['usb', 'wifi'] },
  { id: 'nikon', name: 'Nikon', software: 'SnapBridge', connectionTypes: ['usb', 'wifi'] },
  { id: 'sony', name: 'Sony', software: 'Imaging Edge Desktop', connectionTypes: ['usb', 'wifi'] },
  { id: 'fujifilm', name: 'Fujifilm', software: 'Tether app', connectionTypes: ['usb', 'wifi'] },
  { id: 'olympus', name: 'Olympus', software: 'OM Workspace', connectionTypes: ['usb', 'wifi'] },
  {
    id: 'panasonic',
    name: 'Panasonic',
    software: 'LUMIX Tether',
    connectionTypes: ['usb', 'wifi'],
  },
] as const satisfies readonly CameraBrand[];

export type CameraBrandId = (typeof CAMERA_BRANDS)[number]['id'];
