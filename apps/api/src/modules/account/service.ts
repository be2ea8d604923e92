import {
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  isLocale,
  DEFAULT_LOCALE,
  VAT_ID_ERRORS,
  type B2BDataInput,
  type B2BSubscription,
  type Locale,
  type Me,
  type MeUpdate,
  type MessageInput,
  type SupportRequest,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import { passwordMatches } from '../auth/index.ts';
import { enqueueMail, supportConfirmationMail } from '../mail/index.ts';
import * as repository from './repository.ts';
import { askViesAbout, vatIdCheckOf, type VatIdChecking } from './vat-id-checks.ts';

export class EmailTaken extends DomainError {
  constructor() {
    super(409, AUTH_ERRORS.emailTaken, [{ path: 'email', message: AUTH_ERRORS.emailTaken }]);
  }
}

/** The session names a customer that no longer exists. */
export class CustomerGone extends DomainError {
  constructor() {
    super(401, AUTH_ERRORS.required);
  }
}

export class B2BNotActive extends DomainError {
  constructor() {
    super(404, ACCOUNT_ERRORS.b2bNotActive);
  }
}

const b2bData = (input: B2BDataInput) => ({
  fiscal_id: input.fiscalId,
  vat_id: input.vatId,
  company: input.company,
  address: input.address,
  postcode: input.postcode,
  state: input.state,
  city: input.city,
});

export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  b2b?: B2BDataInput;
  /** VIES's answer about `b2b.vatId`, asked before the transaction (`checkB2BVatId`). */
  vatIdCheck?: repository.NewVatIdCheck;
}

/**
 * Asks VIES about the VAT id of B2B data about to be saved (when VIES_URL is set). An id VIES calls
 * invalid is refused at `path`, after `keep` stored that answer; VIES being down or busy keeps the
 * data, its check `unverified`. Undefined when VIES was not asked.
 */
export async function checkB2BVatId(
  checking: VatIdChecking,
  input: B2BDataInput | undefined,
  path: string,
  keep?: (check: repository.NewVatIdCheck) => Promise<void>,
): Promise<repository.NewVatIdCheck | undefined> {
  if (!input?.vatId) return undefined;
  const check = await askViesAbout(checking, input.vatId);
  if (check?.status === 'invalid') {
    await keep?.(check);
    throw new InvalidInput(path, VAT_ID_ERRORS.vies);
  }
  return check;
}

/** Opens an account in the caller's transaction; an e-mail in use is a 409 on `email`. */
export async function createCustomer(trx: Trx, customer: NewCustomer): Promise<number> {
  if (await repository.emailInUse(trx, customer.email)) throw new EmailTaken();
  const now = new Date().toISOString();
  let id: number;
  try {
    id = await repository.insertCustomer(trx, {
      email: customer.email,
      password_hash: customer.passwordHash,
      first_name: customer.firstName,
      last_name: customer.lastName,
      locale: customer.locale,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two registrations with one address at the same moment: the database keeps one.
    if (repository.isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
  if (customer.b2b) await repository.activateB2B(trx, id, b2bData(customer.b2b), now);
  if (customer.vatIdCheck) await repository.insertVatIdCheck(trx, id, customer.vatIdCheck);
  return id;
}

export interface Credentials {
  id: number;
  email: string;
  firstName: string;
  locale: Locale;
  passwordHash: string;
}

function toCredentials(row: NonNullable<Awaited<ReturnType<typeof repository.customerById>>>): Credentials {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    passwordHash: row.password_hash,
  };
}

export async function credentialsByEmail(db: Db, email: string): Promise<Credentials | undefined> {
  const row = await repository.customerByEmail(db, email);
  return row && toCredentials(row);
}

export async function credentialsById(db: Db, id: number): Promise<Credentials> {
  const row = await repository.customerById(db, id);
  if (!row) throw new CustomerGone();
  return toCredentials(row);
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await repository.updateCustomer(db, id, {
    password_hash: passwordHash,
    updated_at: new Date().toISOString(),
  });
}

async function toB2B(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof repository.b2bOf>>>,
): Promise<B2BSubscription> {
  return {
    status: row.status,
    since: row.since,
    cancelledAt: row.cancelled_at,
    fiscalId: row.fiscal_id,
    vatId: row.vat_id,
    company: row.company,
    address: row.address,
    postcode: row.postcode,
    state: row.state,
    city: row.city,
    vatIdCheck: await vatIdCheckOf(db, row.customer_id, row.vat_id),
  };
}

export async function me(db: Db, customerId: number): Promise<Me> {
  const [customer, b2b] = await Promise.all([
    repository.customerById(db, customerId),
    repository.b2bOf(db, customerId),
  ]);
  if (!customer) throw new CustomerGone();
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    locale: isLocale(customer.locale) ? customer.locale : DEFAULT_LOCALE,
    createdAt: customer.created_at,
    b2b: b2b ? await toB2B(db, b2b) : null,
  };
}

/** Changes names and e-mail; a new e-mail needs the current password and must be free. */
export async function updateMe(db: Db, customerId: number, update: MeUpdate): Promise<Me> {
  const current = await credentialsById(db, customerId);
  const emailChanges = update.email !== undefined && update.email !== current.email;
  if (emailChanges) {
    if (update.currentPassword === undefined) {
      throw new InvalidInput('currentPassword', AUTH_ERRORS.passwordRequired);
    }
    if (!(await passwordMatches(current.passwordHash, update.currentPassword))) {
      throw new InvalidInput('currentPassword', AUTH_ERRORS.passwordWrong);
    }
  }
  await db.transaction().execute(async (trx) => {
    if (emailChanges && update.email && (await repository.emailInUse(trx, update.email, customerId))) {
      throw new EmailTaken();
    }
    try {
      await repository.updateCustomer(trx, customerId, {
        ...(update.firstName === undefined ? {} : { first_name: update.firstName }),
        ...(update.lastName === undefined ? {} : { last_name: update.lastName }),
        ...(emailChanges ? { email: update.email } : {}),
        updated_at: new Date().toISOString(),
      });
    } catch (error) {
      if (repository.isUniqueViolation(error)) throw new EmailTaken();
      throw error;
    }
  });
  return me(db, customerId);
}

/** Starts or updates the subscription; a VAT id is asked about at VIES first (`checkB2BVatId`). */
export async function subscribeB2B(
  db: Db,
  checking: VatIdChecking,
  customerId: number,
  input: B2BDataInput,
): Promise<B2BSubscription> {
  const check = await checkB2BVatId(checking, input, 'vatId', (refused) =>
    repository.insertVatIdCheck(db, customerId, refused),
  );
  await db.transaction().execute(async (trx) => {
    await repository.activateB2B(trx, customerId, b2bData(input), new Date().toISOString());
    if (check) await repository.insertVatIdCheck(trx, customerId, check);
  });
  const row = await repository.b2bOf(db, customerId);
  if (!row) throw new CustomerGone();
  return toB2B(db, row);
}

export async function cancelB2B(db: Db, customerId: number): Promise<void> {
  if (!(await repository.cancelB2B(db, customerId, new Date().toISOString()))) throw new B2BNotActive();
}

/** Stores a message to the support team and confirms it by e-mail, quoting it, in one transaction. */
export async function contactSupport(
  db: Db,
  customerId: number,
  locale: Locale,
  input: MessageInput,
): Promise<SupportRequest> {
  const customer = await credentialsById(db, customerId);
  return db.transaction().execute(async (trx) => {
    const row = await repository.insertSupportRequest(trx, {
      customerId,
      email: customer.email,
      locale,
      body: input.body,
      now: new Date().toISOString(),
    });
    await enqueueMail(trx, [
      supportConfirmationMail({ recipient: customer.email, locale, name: customer.firstName }, input.body),
    ]);
    return { id: row.id, body: row.body, createdAt: row.created_at };
  });
}
