/** A stored name with its Markdown escapes taken out (src/bot/input/display-name.ts puts them in), for pictures and the terminal. */
export function plainName(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}
