/**
 * A workflow is an explicit state machine (SENAITE-style): the server guards every transition with it
 * and the UI shows exactly the buttons it allows.
 */
export interface Transition {
  from: readonly string[];
  to: string;
  /** perm string the user needs (ROOT passes) */
  perm: string;
  /** electronic signature: the signer re-enters the password; name, time and meaning are recorded */
  signature?: boolean;
  /** a reason must be given (return, reject, withdraw, non-conformance) */
  reason?: boolean;
  /** separation of duties (三级审核): record fields naming people who may not take this step on that record */
  notBy?: readonly string[];
  /** only the person this record field names may take the step (the assigned analyst); ROOT passes */
  onlyBy?: string;
  /** irreversible and taking neither reason nor signature (archive): the screens ask "are you sure?" first */
  confirm?: boolean;
  /** another role's form of the named step (the signatory's 退回 beside the reviewer's): not offered to a user who may
   *  take that one from the same state, so one person sees one button (the server accepts either) */
  unlessAllowed?: string;
  /** a system step the server takes itself as the consequence of another step (a cascade: server/crud/workflow.ts
   *  `transition` with `by: 'cascade'` is refused for a step not declared so). `after` names the causing step;
   *  `only`: never a person's step (not offered, the generic route refuses it); `signature` (required when the step is
   *  signed): 'causer' records the signature of the person whose signed step caused it, 'none' records none */
  automatic?: { after: string; only?: boolean; signature?: 'causer' | 'none' };
}

export interface Workflow {
  /** the status field of the resource */
  field: string;
  initial: string;
  states: readonly string[];
  transitions: Record<string, Transition>;
  /** States in which the record's own fields may still be changed (PUT); absent: every state. */
  editableIn?: readonly string[];
  /** The message key ({state}) of the 409 a PUT gets in any other state. */
  notEditable?: string;
}

export function defineWorkflow<const W extends Workflow>(w: W): W {
  for (const s of w.editableIn ?? []) if (!w.states.includes(s)) throw new Error(`workflow ${w.field}: editableIn names unknown state ${s}`);
  if (w.editableIn && !w.notEditable) throw new Error(`workflow ${w.field}: editableIn needs its notEditable message`);
  for (const [name, t] of Object.entries(w.transitions)) {
    for (const s of [...t.from, t.to]) {
      if (!w.states.includes(s)) throw new Error(`workflow ${w.field}: transition ${name} names unknown state ${s}`);
    }
    // a signed step taken automatically says whose signature it carries: a signature is never silently dropped
    if (t.signature && t.automatic && !t.automatic.signature) throw new Error(`workflow ${w.field}: automatic ${name} must say whose signature it carries`);
  }
  return w;
}

/** The transitions a user may take from a state, given a perm check. */
export function allowedTransitions(w: Workflow, state: string, can: (perm: string) => boolean): string[] {
  const open = (t: Transition) => t.from.includes(state) && can(t.perm) && !t.automatic?.only;
  return Object.entries(w.transitions)
    .filter(([, t]) => open(t) && !(t.unlessAllowed && w.transitions[t.unlessAllowed] && open(w.transitions[t.unlessAllowed])))
    .map(([name]) => name);
}

/**
 * Why a user may not take a transition that the state and their perms allow, by its people rules (`notBy`,
 * `onlyBy`, which the server's hooks enforce): the record field that stops them, or undefined when they may.
 */
export function personBlock(
  t: Transition,
  record: Record<string, unknown>,
  user: { id: unknown; isRoot?: boolean },
): { rule: 'notBy' | 'onlyBy'; field: string } | undefined {
  const me = Number(user.id);
  const field = t.notBy?.find((f) => record[f] != null && Number(record[f]) === me);
  if (field) return { rule: 'notBy', field };
  if (t.onlyBy && !user.isRoot && Number(record[t.onlyBy]) !== me) return { rule: 'onlyBy', field: t.onlyBy };
  return undefined;
}

/** The transitions a person may ask for (the generic route and its document): all but the automatic-only ones. */
export const personTransitions = (w: Workflow | undefined): string[] =>
  Object.entries(w?.transitions ?? {})
    .filter(([, t]) => !t.automatic?.only)
    .map(([name]) => name);

/** Whether the machine allows step `name` from the record's current state (a cascade takes it only then). */
export const canTake = (w: Workflow, name: string, record: Record<string, unknown>): boolean =>
  Object.prototype.hasOwnProperty.call(w.transitions, name) && w.transitions[name].from.includes(String(record[w.field]));

/** Whether a record may be edited in its current state: the generic update refuses a PUT otherwise (409,
 *  `notEditable`), and the generic screens offer no Edit. */
export function isEditable(w: Workflow | undefined, record: Record<string, unknown> | undefined): boolean {
  return !w?.editableIn || (record !== undefined && w.editableIn.includes(String(record[w.field])));
}
