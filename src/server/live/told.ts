// What one observer (a seat, or the spectator) has been told, kept as ready JSON text: its view, its
// log, its labelled choices. Messages are assembled from these pieces, so a push costs a few string
// joins rather than serializing the view and the whole log again.
export class Told {
  version: number;
  viewJson = '';
  /** The seat's labelled legal choices as JSON, made when a message first needs them. */
  actionsJson: string | null = null;
  /** The rest of what decides whether the observer must be told something new. */
  private other = '';
  private readonly entries: string[] = [];
  /** entries.join(','), kept up to date as entries arrive. */
  private joined = '';

  constructor(version: number) {
    this.version = version;
  }

  get logLength(): number {
    return this.entries.length;
  }

  addEntry(json: string): void {
    this.entries.push(json);
    this.joined = this.entries.length === 1 ? json : `${this.joined},${json}`;
  }

  /** Keep only the first `n` entries (a decision was taken back and its events withdrawn). */
  truncate(n: number): void {
    if (n >= this.entries.length) return;
    this.entries.length = n;
    this.joined = this.entries.join(',');
  }

  /** The log from entry `from` on, as a JSON array. */
  logJson(from: number): string {
    return from === 0 ? `[${this.joined}]` : `[${this.entries.slice(from).join(',')}]`;
  }

  /** Record what the observer would now see; true when it differs from before. */
  update(viewJson: string, other: string): boolean {
    const changed = viewJson !== this.viewJson || other !== this.other;
    this.viewJson = viewJson;
    this.other = other;
    this.actionsJson = null;
    return changed;
  }
}
