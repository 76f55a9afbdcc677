import type { Translations } from '@/lib/i18n/fr';
import type { exifDebugFr } from './exif-debug-fr';

export const exifDebugEn: Translations<typeof exifDebugFr> = {
  intro: 'Every EXIF field of a photo, and the dates PhotoDossier keeps from them.',
  chooseTitle: 'Choose a photo',
  chooseFile: 'Choose a file',
  chooseFileHint:
    'A file of this device is read in the browser, without being sent; or choose one of your photos below.',
  yourPhotos: 'Your photos',
  noPhotos: 'You have no photos yet',
  another: 'Inspect another photo',
  sourceFile: 'File of this device, read without being sent',
  sourcePhoto: 'Photo stored in PhotoDossier',
  photoNotFound: 'This photo cannot be found.',
  reading: 'Reading the metadata...',
  readFailed: "This file's metadata could not be read.",
  datesTitle: 'Dates PhotoDossier keeps',
  datesComputed:
    "Computed with the server's rules, as for an upload from this browser (time zone {{zone}}).",
  datesStored: 'Recorded by the server at upload.',
  datePrise: 'Date taken (date_prise)',
  datePriseSource: {
    capture: 'from the EXIF capture date',
    file: "from the file's date",
    upload: 'from the moment of the upload',
  },
  exifDates: 'Date fields kept (exif_dates)',
  noExifDates: 'No EXIF date field: the date taken comes from the file or the upload.',
  gpsTitle: 'GPS coordinates',
  gpsPresent: 'Present in this file',
  gpsAbsent: 'Absent from this file',
  gpsWarningPresent:
    'They are not shown here. Photo exports and shares often strip these coordinates: do not rely on them to place the photo.',
  gpsWarningAbsent:
    'A file already exported or shared has often lost its coordinates: exports strip them.',
  fieldsTitle: 'All metadata',
  noFields: 'This file holds no EXIF metadata.',
  field: 'Field',
  value: 'Value',
  groups: {
    ifd0: 'Image (IFD0)',
    exif: 'Capture (EXIF)',
    ifd1: 'Thumbnail (IFD1)',
    interop: 'Interoperability',
    iptc: 'IPTC',
    xmp: 'XMP',
    icc: 'Colour profile (ICC)',
    jfif: 'JFIF',
    ihdr: 'PNG header',
  },
};
