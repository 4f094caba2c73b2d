/** A clock that reads the real time moved on by what `advance` added: the dev clock's (decision 299). */
export function createShiftableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type ShiftableClock = ReturnType<typeof createShiftableClock>;
