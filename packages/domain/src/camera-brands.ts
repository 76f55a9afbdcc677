export const CAMERA_CONNECTION_TYPES = ['usb', 'wifi'] as const;
export type CameraConnectionType = (typeof CAMERA_CONNECTION_TYPES)[number];

export interface CameraBrand {
  readonly id: string;
  readonly name: string;
  readonly software: string;
  /** The maker's public page for the tethering software (spec 02 §3 camera brand). */
  readonly downloadUrl: string;
  readonly connectionTypes: readonly CameraConnectionType[];
}

export const CAMERA_BRANDS = [
  {
    id: 'canon',
    downloadUrl: 'https://www.canon.fr/support/',
    name: 'Canon',
    software: 'EOS Utility',
    connectionTypes: ['usb', 'wifi'],
  },
  {
    id: 'nikon',
    downloadUrl: 'https://www.nikon.fr/fr_FR/product/software/snapbridge',
    name: 'Nikon',
    software: 'SnapBridge',
    connectionTypes: ['usb', 'wifi'],
  },
  {
    id: 'sony',
    downloadUrl: 'https://support.d-imaging.sony.co.jp/app/imagingedge/fr/',
    name: 'Sony',
    software: 'Imaging Edge Desktop',
    connectionTypes: ['usb', 'wifi'],
  },
  {
    id: 'fujifilm',
    downloadUrl: 'https://fujifilm-x.com/fr-fr/support/download/software/',
    name: 'Fujifilm',
    software: 'Tether app',
    connectionTypes: ['usb', 'wifi'],
  },
  {
    id: 'olympus',
    downloadUrl: 'https://explore.omsystem.com/fr/fr/om-workspace',
    name: 'Olympus',
    software: 'OM Workspace',
    connectionTypes: ['usb', 'wifi'],
  },
  {
    id: 'panasonic',
    downloadUrl:
      'https://av.jpn.support.panasonic.com/support/global/cs/soft/download/d_lumixtether.html',
    name: 'Panasonic',
    software: 'LUMIX Tether',
    connectionTypes: ['usb', 'wifi'],
  },
] as const satisfies readonly CameraBrand[];

export type CameraBrandId = (typeof CAMERA_BRANDS)[number]['id'];
