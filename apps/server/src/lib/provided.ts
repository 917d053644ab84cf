/**
 * Something a feature needs from a feature above it in the order (docs/code-structure.md): the
 * lower one names it and says what it must do (an interface), the owner above provides it once at
 * start (features/wire-features.ts). Asking before it was provided is a wiring error, thrown.
 */
export function provided<T>(name: string): { provide(value: T): void; get(): T } {
  let value: T | undefined;
  return {
    provide(given) {
      value = given;
    },
    get() {
      if (value === undefined)
        throw new Error(`${name} was not provided (features/wire-features.ts provides it)`);
      return value;
    },
  };
}
