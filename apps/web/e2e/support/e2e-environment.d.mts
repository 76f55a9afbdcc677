export declare const e2ePort: number;
export declare const e2eDataDir: string;
export declare const e2eAdminDomain: string;
