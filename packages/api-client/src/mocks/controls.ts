import type { AdminEndpointName } from '../admin';
import type { EndpointName } from '../endpoints';
import { addMalformedRecords, realisticState, removeMalformedRecords } from './realistic';
import { mockStore } from './store';

/**
 * How an endpoint fails: an HTTP error with a message, a network error, or a body that is not JSON. A network error
 * with `applied` is an answer lost on its way back: the server did the write, the client hears a network error.
 */
export type MockFailure =
  /** An HTTP failure; `retryAfter` is sent as the `Retry-After` header (seconds or an HTTP date). */
  | { status?: number | undefined; message?: string | undefined; retryAfter?: string | undefined }
  | { network: true; applied?: boolean | undefined }
  | { malformed: true };

/** An endpoint name (the table's or the admin client's), or '*' for every endpoint. */
export type MockTarget = EndpointName | AdminEndpointName | '*';

interface Rule {
  failure?: MockFailure | undefined;
  /** Failures left; undefined fails until cleared. */
  times?: number | undefined;
  delay?: number | 'infinite' | undefined;
}

const rules = new Map<MockTarget, Rule>();

/**
 * Knobs on the mock backend, keyed by the endpoints table's names (or '*'): make a call fail or
 * answer slowly, for error and loading states in stories and tests.
 */
export const mockControls = {
  /** Makes an endpoint fail, for good or for the next `times` calls. */
  fail(name: MockTarget, failure: MockFailure = {}, options: { times?: number | undefined } = {}): void {
    rules.set(name, { ...rules.get(name), failure, times: options.times });
  },
  /** Delays an endpoint's answer by `ms` ('infinite' never answers: a loading state). */
  delay(name: MockTarget, ms: number | 'infinite'): void {
    rules.set(name, { ...rules.get(name), delay: ms });
  },
  /** Removes the knobs of one endpoint. */
  clear(name: MockTarget): void {
    rules.delete(name);
  },
  /**
   * Switches the realistic mode on or off (with an argument); returns whether it is on. Realistic: writes
   * answer 204 or `{"success": true}`, lists hold a malformed item, admin calls need a token (see README).
   */
  realistic(on?: boolean): boolean {
    if (on !== undefined && on !== realisticState.on()) {
      realisticState.set(on);
      if (on) addMalformedRecords(mockStore);
      else removeMalformedRecords(mockStore);
    }
    return realisticState.on();
  },
  /** Removes every knob and turns the realistic mode off. */
  reset(): void {
    rules.clear();
    mockControls.realistic(false);
    realisticState.reset();
  },
  /** What applies to one call of an endpoint now; counts a limited failure down. */
  take(name: Exclude<MockTarget, '*'>): { failure?: MockFailure | undefined; delay?: number | 'infinite' | undefined } {
    const own = rules.get(name);
    const any = rules.get('*');
    const delay = own?.delay ?? any?.delay;
    const rule = own?.failure ? own : any?.failure ? any : undefined;
    const failure = rule?.failure;
    if (rule?.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) rule.failure = undefined;
    }
    return { failure, delay };
  },
};
