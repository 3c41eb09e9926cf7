import {
  WORK_HOURS_TEXTS,
  type DeliveryDates,
  type WorkHours,
  type WorkHoursInput,
} from '@teenfreelance/contracts/work-hours';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { notFound, unprocessable } from '../../../http/errors.ts';
import { findLinkedTeens } from './family.repository.ts';
import { assertGuardian } from './family.service.ts';
import { findMinorFactsByEmail, findOpenWork, findWorkHourFacts, saveWorkHourChoice } from './work-hours.repository.ts';
import {
  appliedLimits,
  deliveryDateOptions,
  describeWorkHours,
  isLooser,
  isQuietAt,
  lawFor,
  quietEndsAfter,
  zoneOf,
} from './work-hours.rules.ts';

/** A seller's order as checkout asks about its due date. */
export interface DueDateQuestion {
  sellerId: string;
  sellerName: string;
  deliveryDays: number;
}

export interface WorkHoursService {
  /** Each teen's work hours as /family shows them, by teen id. */
  describe(teenIds: readonly string[]): Promise<Map<string, WorkHours>>;
  /** The guardian makes their teen's hours stricter (422 WORK_HOURS_LOOSER for looser; 404 for a teen not theirs). */
  choose(guardian: SessionUser, teenId: string, input: WorkHoursInput): Promise<WorkHours>;
  /** The due dates checkout offers for an order from this seller; null when their hours are not limited. */
  deliveryDates(question: DueDateQuestion): Promise<DeliveryDates>;
  /**
   * The due date of the order being placed, in `tx` with the seller locked:
   * null when the seller's hours are not limited and no date was chosen (due
   * `deliveryDays` after payment); else the chosen date's, which must be one
   * offered. 422 DUE_DATE_NOT_OFFERED or NO_ROOM_FOR_ORDER otherwise.
   */
  dueAt(tx: DbOrTx, question: DueDateQuestion, dueDate: string | undefined, lock: boolean): Promise<Date | null>;
  /** When an email to this address must wait for the morning: null when it may go now. */
  quietUntil(email: string): Promise<Date | null>;
}

export function createWorkHoursService({ db, clock }: { db: Database; clock: Clock }): WorkHoursService {
  const choiceOf = (row: { eveningEndHour: number | null; weeklyHours: number | null }): WorkHoursInput => ({
    eveningEndHour: row.eveningEndHour,
    weeklyHours: row.weeklyHours,
  });

  async function describe(teenIds: readonly string[]) {
    const now = clock.now();
    const rows = await findWorkHourFacts(db, teenIds);
    return new Map(rows.map((row) => [row.id, describeWorkHours(row, choiceOf(row), now)]));
  }

  /** The seller's limits and open work now; no limits for anyone but a minor. */
  async function sellerRules(tx: DbOrTx, sellerId: string, lock: boolean) {
    const [facts] = await findWorkHourFacts(tx, [sellerId]);
    if (!facts?.isMinor) return null;
    const now = clock.now();
    const limits = appliedLimits(lawFor(facts, now), choiceOf(facts));
    if (!limits) return null;
    return { limits, zone: zoneOf(facts), now, open: await findOpenWork(tx, sellerId, lock) };
  }

  async function offered(tx: DbOrTx, question: DueDateQuestion, lock = false): Promise<DeliveryDates> {
    const rules = await sellerRules(tx, question.sellerId, lock);
    if (!rules) return null;
    const options = deliveryDateOptions({ ...rules, deliveryDays: question.deliveryDays });
    return { options, timeZone: rules.zone, eveningEndHour: rules.limits.eveningEndHour };
  }

  return {
    describe,

    async choose(guardian, teenId, input) {
      assertGuardian(guardian);
      const [teen] = await findLinkedTeens(db, guardian.id, teenId);
      if (!teen) throw notFound('Teen');
      const [facts] = await findWorkHourFacts(db, [teenId]);
      const law = facts ? lawFor(facts, clock.now()) : null;
      if (isLooser(input, law) && law) {
        throw unprocessable(WORK_HOURS_TEXTS.looser(law.eveningEndHour, law.weeklyHours), {
          reason: 'WORK_HOURS_LOOSER',
          law,
        });
      }
      await saveWorkHourChoice(db, { ...input, teenId, chosenBy: guardian.id, at: clock.now() });
      const described = (await describe([teenId])).get(teenId);
      if (!described) throw notFound('Teen');
      return described;
    },

    deliveryDates: (question) => offered(db, question),

    async dueAt(tx, question, dueDate, lock) {
      const dates = await offered(tx, question, lock);
      if (!dates) {
        if (dueDate === undefined) return null;
        throw unprocessable(WORK_HOURS_TEXTS.dateNotOffered, { reason: 'DUE_DATE_NOT_OFFERED' });
      }
      const [first] = dates.options;
      if (!first) throw unprocessable(WORK_HOURS_TEXTS.noRoom(question.sellerName), { reason: 'NO_ROOM_FOR_ORDER' });
      const chosen = dueDate === undefined ? first : dates.options.find((option) => option.date === dueDate);
      if (!chosen) throw unprocessable(WORK_HOURS_TEXTS.dateNotOffered, { reason: 'DUE_DATE_NOT_OFFERED' });
      return new Date(chosen.dueAt);
    },

    async quietUntil(email) {
      const facts = await findMinorFactsByEmail(db, email);
      if (!facts) return null;
      const now = clock.now();
      if (!appliedLimits(lawFor(facts, now), choiceOf(facts))) return null;
      const zone = zoneOf(facts);
      return isQuietAt(now, zone) ? quietEndsAfter(now, zone) : null;
    },
  };
}
