import type { PortableMigration } from './migration';

// Import sessions of spec 02 §4.5: one per device while the import dialog works.
export const importSessionsMigration: PortableMigration = {
  async up() {},
  async down() {},
};
