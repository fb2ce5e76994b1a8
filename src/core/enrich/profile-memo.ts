/**
 * Remembers a rendered profile for a stored record object, per locale and quarter hour (the
 * utcOffset can change at a quarter hour at the earliest). Records come frozen from the store's
 * parse cache, one object per stored value, so identity means "same stored content": a changed
 * record is a new object and misses.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

export class ProfileMemo<R extends object, P> {
  private readonly byRecord = new WeakMap<R, Map<string, P>>();

  get(record: R, locale: string | null, now: Date, render: () => P): P {
    if (!Object.isFrozen(record)) return render();
    const key = `${locale ?? ''}@${Math.floor(now.getTime() / QUARTER_HOUR_MS)}`;
    let perRecord = this.byRecord.get(record);
    if (!perRecord) {
      perRecord = new Map();
      this.byRecord.set(record, perRecord);
    }
    let profile = perRecord.get(key);
    if (profile === undefined) {
      if (perRecord.size > 16) perRecord.clear();
      profile = render();
      perRecord.set(key, profile);
    }
    return profile;
  }
}
