import type { SettingsSectionsTexts } from './settings-sections-texts';

export const settingsSectionsEn: SettingsSectionsTexts = {
  tags: {
    patientTags: 'Patient tags',
    photoTags: 'Photo tags',
    loading: 'Loading tags...',
    loadFailed: 'The tags could not be loaded.',
    retry: 'Try again',
    empty: 'No tags yet: add some from a patient record or a photo.',
    patients_one: '{{count}} patient',
    patients_other: '{{count}} patients',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    rename: 'Rename',
    renameLabel: 'New name of the tag {{name}}',
    save: 'Save',
    merge: 'Merge',
    cancel: 'Cancel',
    mergeHint: 'This is already the name of the tag “{{name}}”: the two tags will be merged.',
    renamed: 'Tag renamed.',
    merged: 'Tags merged.',
    color: 'Colour of the tag {{name}}',
    clearColor: 'Remove the colour of the tag {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete the tag {{name}}',
    deleteTitle: 'Delete the tag “{{name}}”?',
    deleteDescription_one:
      'The tag will be removed from the list and from the item carrying it. This cannot be undone.',
    deleteDescription_other:
      'The tag will be removed from the list and from the {{count}} items carrying it. This cannot be undone.',
    deleted: 'Tag deleted.',
    failed: 'The tag could not be changed.',
  },
};
