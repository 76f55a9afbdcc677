export const PRODUCT_NAME = 'PhotoDossier';
