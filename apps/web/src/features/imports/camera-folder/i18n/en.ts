import type { AutoImportTexts } from './auto-import-texts';

export const autoImportEn: AutoImportTexts = {
  autoTransfer: {
    title: 'Automatic connection',
    brands: 'Canon, Nikon, Sony, Fuji, etc.',
    safariTitle: 'Limited feature',
    safariText:
      'Safari gives no access to the computer’s folders. Use Chrome or Edge for the automatic import; the manual import is still available.',
    unsupportedText:
      'Use Chrome or Edge on a computer for the automatic import; the manual import is still available.',
    checking: 'Checking the configuration...',
    unconfiguredTitle: 'First setup required',
    unconfiguredText:
      'Choose the folder where your camera’s software (EOS Utility, Imaging Edge…) saves the photos.',
    chooseFolder: 'Choose the folder',
    configuredTitle: 'Folder configured',
    configuredText: 'Ready for the automatic import',
    sessionNote: 'Folder access required each session',
    start: 'Start the automatic import',
    activeTitle: 'Automatic import active',
    stop: 'Stop the automatic import',
    changeFolder: 'Change folder',
    remove: 'Remove the configuration',
    removeText:
      'The folder “{{folder}}” will no longer be watched on this computer. Photos already imported are not affected.',
    removeConfirm: 'Remove',
    cancel: 'Cancel',
  },
  lightbox: {
    title: 'New photos',
    counter: '{{index}} / {{total}}',
    autoPreview: 'Auto preview',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetZoom: 'Reset zoom',
    zoomLevel: 'Zoom: {{percent}} %',
    openImport: 'Import',
  },
};
