/**
 * A Storage's item calls over a Map, for unit tests of code that reads and writes local or
 * session storage (the unit tests run in Node, which has none). `items` lets a test look inside.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}
