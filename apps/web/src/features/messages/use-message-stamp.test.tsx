import { renderHook } from '@testing-library/react';
import { useMessageStamp } from './use-message-stamp';

describe('message times', () => {
  it("says 'Just now' within the hour, the time within a day, else the date and time", () => {
    const { result } = renderHook(() => useMessageStamp());
    const stamp = result.current;
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(stamp('2026-03-10T11:30:00.000Z', now)).toBe('Just now');
    // The firm's time zone (Nicosia, UTC+2 in March).
    expect(stamp('2026-03-10T09:15:00.000Z', now)).toBe('11:15');
    expect(stamp('2026-03-08T09:15:00.000Z', now)).toBe('8 Mar 2026, 11:15');
  });
});
