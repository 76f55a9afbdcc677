/** Texts of the settings sections added by issue 20 (namespace `settingsSections`). */
export const settingsSectionsFr = {
  tags: {
    patientTags: 'Tags des patients',
    photoTags: 'Tags des photos',
    loading: 'Chargement des tags...',
    loadFailed: 'Les tags n’ont pas pu être chargés.',
    retry: 'Réessayer',
    empty: 'Aucun tag pour l’instant : ajoutez-en depuis une fiche patient ou une photo.',
    patients_one: '{{count}} patient',
    patients_other: '{{count}} patients',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    rename: 'Renommer',
    renameLabel: 'Nouveau nom du tag {{name}}',
    save: 'Enregistrer',
    merge: 'Fusionner',
    cancel: 'Annuler',
    mergeHint: 'Ce nom est déjà celui du tag « {{name}} » : les deux tags seront fusionnés.',
    renamed: 'Tag renommé.',
    merged: 'Tags fusionnés.',
    color: 'Couleur du tag {{name}}',
    clearColor: 'Retirer la couleur du tag {{name}}',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer le tag {{name}}',
    deleteTitle: 'Supprimer le tag « {{name}} » ?',
    deleteDescription_one:
      'Le tag sera retiré de la liste et de l’élément qui le porte. Cette action est irréversible.',
    deleteDescription_other:
      'Le tag sera retiré de la liste et des {{count}} éléments qui le portent. Cette action est irréversible.',
    deleted: 'Tag supprimé.',
    failed: 'La modification du tag a échoué.',
  },
};
