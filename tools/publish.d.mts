export declare function publish(pkg: string, from?: string): string;
