import { membersRequests } from '@brand-console/api-client/schemas';
import { refusalOf } from '../../../lib/refusal';

/**
 * English for the messages of the members domain that the roles pages show: the request schema's
 * own messages (zod ranks a schema's message above the kit's translated ones, so these would stay
 * Chinese) and the server's refusals. A message not listed is shown as the server wrote it.
 */
const ENGLISH: Readonly<Record<string, string>> = {
  请输入角色名称: 'Enter a role name',
  '角色名称最多 20 个字符': 'A role name has at most 20 characters',
  '角色编码最多 32 个字符': 'A role code has at most 32 characters',
  '角色编码以小写字母开头，只能包含小写字母、数字和下划线':
    'A role code starts with a lowercase letter and has only lowercase letters, digits and underscores',
  角色名称已存在: 'A role with this name already exists',
  角色编码已存在: 'A role with this code already exists',
  管理员角色不能删除: 'The administrator role cannot be deleted',
  角色不存在: 'This role does not exist',
  菜单不存在: 'A menu entry does not exist',
  '至少要保留一名启用的成员拥有角色管理权限，否则品牌将无法再分配权限':
    'At least one enabled member must keep the roles page, or no one in the brand could grant permissions again',
};

const PATTERNS: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => string]> = [
  [
    /^该角色仍有 (\d+) 名成员，请先为他们更换角色$/,
    (m) => `${m[1]} members still hold this role: give them another role first`,
  ],
  [/^角色数量已达上限（(\d+) 个）$/, (m) => `A brand has at most ${m[1]} roles`],
];

/** A message of the members domain in the reader's language (`zh-CN` keeps it as it is). */
export function roleMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  const known = ENGLISH[message];
  if (known) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return english(match);
  }
  return message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };

/** A failure whose message is already in the reader's language (forms and confirmations show it as text). */
export class TranslatedRefusal extends Error {
  override readonly name = 'TranslatedRefusal';
}

/** Rethrows an API refusal with its message translated, anything else as it was. */
export function translateRefusal(error: unknown, locale: string): never {
  const msg = refusalOf(error);
  if (msg === null) throw error;
  throw new TranslatedRefusal(roleMessage(msg, locale), { cause: error });
}

interface Issue {
  message: string;
  path: PropertyKey[];
}
const CAUGHT = Symbol('caught');
type Caught = { [CAUGHT]: readonly Issue[] };
const isCaught = (value: unknown): value is Caught => typeof value === 'object' && value !== null && CAUGHT in value;

const addRole = membersRequests['/v1/system/role/addRole'];
const updateRole = membersRequests['/v1/system/role/updateRole'];

/**
 * The request schema of a role form with its own messages in the reader's language. The values are
 * still checked by the request schema itself (what the server parses); only a failure's messages
 * change: the kit's translated ones stay (the form's error map reaches the inner parse), and the
 * schema's Chinese ones are looked up in {@link roleMessage}.
 */
function localised<S extends typeof addRole | typeof updateRole>(schema: S, locale: string) {
  type Output = S['_zod']['output'];
  const caught = (schema as typeof addRole).catch(
    (ctx) =>
      ({
        // The issues with their messages resolved (the schema's own, else the form's error map);
        // `ctx.issues` holds them unresolved.
        [CAUGHT]: ctx.error.issues.map((issue) => ({ message: issue.message, path: issue.path })),
      }) as never,
  );
  return caught
    .superRefine((value, ctx) => {
      if (!isCaught(value)) return;
      for (const issue of value[CAUGHT]) {
        ctx.addIssue({ code: 'custom', message: roleMessage(issue.message, locale), path: issue.path, input: value });
      }
    })
    .transform((value) => value as Output);
}

/** The create-role form's schema (`addRole`'s request schema) with messages in `locale`. */
export const addRoleSchema = (locale: string) => localised(addRole, locale);
/** The rename form's schema (`updateRole`'s request schema) with messages in `locale`. */
export const updateRoleSchema = (locale: string) => localised(updateRole, locale);
