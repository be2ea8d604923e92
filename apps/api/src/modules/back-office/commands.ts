/**
 * `npm run operator -- …`: the back office's operators from the command line, the only way to create
 * the first one. The commands answer in lines of text and an exit code, so tests run them as they are.
 */
import { Email } from '@tendero/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ShopOrigins } from '../mail/index.ts';
import { disableOperator, inviteOperator, listOperators } from './operator-accounts.ts';

export const OPERATOR_USAGE = [
  'Usage:',
  '  npm run operator -- add <email> [--name "Full Name"]   create an operator, or a new link for one',
  '  npm run operator -- list                              list the operators',
  '  npm run operator -- disable <email>                   end their sessions; no more sign-in',
];

export interface CommandResult {
  code: number;
  lines: string[];
}

const OperatorName = z.string().trim().min(1).max(128);

const fail = (...lines: string[]): CommandResult => ({ code: 1, lines: [...lines, '', ...OPERATOR_USAGE] });

/** The e-mail argument and the `--name` option (`--name X` or `--name=X`) of `add`. */
function parseAdd(args: readonly string[]): { email: string; name?: string } | string {
  let email: string | undefined;
  let name: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--name') {
      name = args[++index];
      if (name === undefined) return '--name needs a value';
    } else if (arg.startsWith('--name=')) {
      name = arg.slice('--name='.length);
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else if (email === undefined) {
      email = arg;
    } else {
      return `unexpected argument ${arg}`;
    }
  }
  const parsedEmail = Email.safeParse(email ?? '');
  if (!parsedEmail.success) return `not an e-mail address: '${email ?? ''}'`;
  if (name === undefined) return { email: parsedEmail.data };
  const parsedName = OperatorName.safeParse(name);
  if (!parsedName.success) return 'the name must be 1 to 128 characters';
  return { email: parsedEmail.data, name: parsedName.data };
}

export async function operatorCommand(
  db: Db,
  shop: ShopOrigins,
  argv: readonly string[],
): Promise<CommandResult> {
  const [command, ...args] = argv;
  switch (command) {
    case 'add': {
      const input = parseAdd(args);
      if (typeof input === 'string') return fail(input);
      const invite = await inviteOperator(db, shop, input);
      return {
        code: 0,
        lines: [
          invite.created
            ? `Operator ${invite.operator.email} (${invite.operator.name}) created.`
            : `Operator ${invite.operator.email} (${invite.operator.name}) exists: a new link was made; earlier ones no longer work.`,
          `Open this link once to set the password (it expires ${invite.expiresAt}):`,
          `  ${invite.link}`,
        ],
      };
    }
    case 'list': {
      if (args.length > 0) return fail(`unexpected argument ${args[0]}`);
      const operators = await listOperators(db);
      if (operators.length === 0) {
        return { code: 0, lines: ['No operators yet: npm run operator -- add <email>'] };
      }
      return {
        code: 0,
        lines: operators.map(
          (operator) =>
            `${String(operator.id).padStart(4)}  ${operator.state.padEnd(8)}  ${operator.email}  (${operator.name}), since ${operator.createdAt}`,
        ),
      };
    }
    case 'disable': {
      const email = Email.safeParse(args[0] ?? '');
      if (!email.success || args.length !== 1) return fail(`not an e-mail address: '${args[0] ?? ''}'`);
      return (await disableOperator(db, email.data))
        ? { code: 0, lines: [`Operator ${email.data} disabled; their sessions ended.`] }
        : { code: 1, lines: [`No operator ${email.data}.`] };
    }
    default:
      return fail(command === undefined ? 'no command given' : `unknown command ${command}`);
  }
}
