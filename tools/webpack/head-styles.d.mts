export declare function splitHeadStyles(page: string): { head: string; html: string };
