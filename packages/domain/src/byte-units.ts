// Base 1024 throughout, because the spec formats sizes in base 1024 and its quotas are written
// as multiples of that MB (200*1024 MB, 1024*1024 MB).
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * BYTES_PER_KB;
export const BYTES_PER_GB = 1024 * BYTES_PER_MB;
export const BYTES_PER_TB = 1024 * BYTES_PER_GB;
