import type { PortableMigration } from './migration';

// Face recognition (issue 6): filled in by the faces module.
export const faceRegionsMigration: PortableMigration = {
  async up() {},
  async down() {},
};
