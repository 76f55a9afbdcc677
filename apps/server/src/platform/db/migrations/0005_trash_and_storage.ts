import type { PortableMigration } from './migration';

// Trash and storage statistics (issue 5): filled in by the trash and storage modules.
export const trashAndStorageMigration: PortableMigration = {
  async up() {},
  async down() {},
};
