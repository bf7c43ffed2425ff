import type { AppointmentMailKind } from './mail';
import { endOf, type AppointmentRow } from './mappers';

type State = Pick<AppointmentRow, 'status' | 'startsAt' | 'durationMinutes' | 'location'>;

/**
 * Which e-mail a change asks for, if any. The client's calendar follows what they need to act
 * on: a new (or reinstated) appointment, a move in time or place (start, duration or location),
 * a cancellation. A new title, or marking it completed, mails nobody; neither does anything
 * about an appointment that is already over.
 */
export function mailKindOf(
  before: State | undefined,
  after: State,
  now = new Date(),
): AppointmentMailKind | null {
  if (endOf(after) <= now) return null;
  if (after.status === 'cancelled') return before?.status === 'scheduled' ? 'cancelled' : null;
  if (after.status !== 'scheduled') return null;
  if (!before || before.status === 'cancelled') return 'added';
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.durationMinutes !== after.durationMinutes ||
    before.location !== after.location;
  return moved ? 'moved' : null;
}
