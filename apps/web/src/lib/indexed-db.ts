/** An IndexedDB request as a promise: its result, or its error. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Settles when a write transaction commits, or rejects when it fails or aborts. */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/**
 * Opens a database once and keeps the connection, opening it again after another tab upgraded
 * or deleted it (this connection then closes so that tab does not wait on it).
 */
export function databaseOpener(
  name: string,
  version: number,
  upgrade: (database: IDBDatabase) => void,
): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => {
        const database = request.result;
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        database.onclose = () => {
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('IndexedDB unavailable'));
      };
    });
    return opening;
  };
}
