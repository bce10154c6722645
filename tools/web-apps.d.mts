export interface WebApp {
  project: string;
  federationName: string;
  port: number;
  kind: 'host' | 'remote';
  adminOnly?: boolean;
}
export declare const webApps: WebApp[];
export declare const apiPort: number;
export declare const demoLogins: { email: string; role: string }[];
export declare const demoPassword: string;
export declare function webAppByProject(project: string): WebApp;
