export declare const e2ePort: number;
export declare const e2eDataDir: string;
export declare const e2eAdminDomain: string;
export declare function e2eSmtpPorts(port?: number): { smtpPort: number; controlPort: number };
