/**
 * The few types the client tests need of two npm clients that ship none (`hunter.io`, the
 * `clearbit` client): what their sources (dist/hunter.io.node.js, src/*.js) define.
 */
declare module 'hunter.io' {
  type Callback = (err: unknown, data?: unknown) => unknown;
  interface Resource {
    list(options: object, callback: Callback): Promise<unknown>;
    retrieve(id: number, callback: Callback): Promise<unknown>;
    create(options: object, callback: Callback): Promise<unknown>;
    update(id: number, options: object, callback: Callback): Promise<unknown>;
    delete(id: number, callback: Callback): Promise<unknown>;
  }
  export default class EmailHunter {
    constructor(key: string);
    emailFinder(options: object, callback: Callback): Promise<unknown>;
    emailVerifier(email: string | object, callback: Callback): Promise<unknown>;
    emailCount(domain: string | object, callback: Callback): Promise<unknown>;
    domainSearch(options: object, callback: Callback): Promise<unknown>;
    account(callback: Callback): Promise<unknown>;
    readonly leads: Resource;
    readonly leadsList: Resource;
  }
}

declare module 'clearbit' {
  /** Bluebird promises; errors carry Clearbit's `type`, the status and the body. */
  interface ClearbitError extends Error {
    type: string;
    statusCode: number;
    body: unknown;
  }
  interface Lookup {
    find(options: object): Promise<Record<string, any>>;
    QueuedError: new (...args: unknown[]) => Error;
    NotFoundError: new (...args: unknown[]) => Error;
  }
  interface Client {
    Person: Lookup;
    Company: Lookup;
    Enrichment: Lookup;
    NameToDomain: Lookup;
    ClearbitError: new (...args: unknown[]) => ClearbitError;
  }
  function clearbit(key: string): Client;
  export default clearbit;
}
