import { createFormErrorMap } from '@brand-console/ui';
import { describe, expect, it } from 'vitest';
import { addRoleSchema, refusalOf, roleMessage, translateRefusal, updateRoleSchema } from './roleMessages';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the role forms’ schemas', () => {
  describe('in English', () => {
    it('translate the request schema’s own Chinese messages beside their fields', () => {
      const result = addRoleSchema('en').safeParse(
        { roleName: '   ', roleCode: '9-bad' },
        { error: createFormErrorMap('en') },
      );
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toEqual([
        ['roleName', 'Enter a role name'],
        [
          'roleCode',
          'A role code starts with a lowercase letter and has only lowercase letters, digits and underscores',
        ],
      ]);
    });

    it('keep the kit’s translated messages where the schema sets none', () => {
      const result = updateRoleSchema('en').safeParse({ roleName: '运营' }, { error: createFormErrorMap('en') });
      expect(messagesOf(result)).toEqual([['roleId', 'Required']]);
    });

    it('give the request schema’s values (trimmed) when they pass', () => {
      expect(addRoleSchema('en').parse({ roleName: ' 内容审核 ', roleCode: 'content_review' })).toEqual({
        roleName: '内容审核',
        roleCode: 'content_review',
      });
      expect(updateRoleSchema('en').parse({ roleId: '7', roleName: 'Editors' })).toMatchObject({
        roleName: 'Editors',
      });
    });

    it('refuse a name over 20 characters', () => {
      const result = updateRoleSchema('en').safeParse({ roleId: 7, roleName: 'x'.repeat(21) });
      expect(messagesOf(result)).toEqual([['roleName', 'A role name has at most 20 characters']]);
    });
  });

  it('keep the request schema’s messages in Chinese', () => {
    const result = addRoleSchema('zh-CN').safeParse(
      { roleName: '', roleCode: 'ok' },
      { error: createFormErrorMap('zh-CN') },
    );
    expect(messagesOf(result)).toEqual([['roleName', '请输入角色名称']]);
  });
});

describe('the server’s refusals', () => {
  it('read in English, with their figures', () => {
    expect(roleMessage('角色名称已存在', 'en')).toBe('A role with this name already exists');
    expect(roleMessage('该角色仍有 3 名成员，请先为他们更换角色', 'en')).toBe(
      '3 members still hold this role: give them another role first',
    );
    expect(roleMessage('角色数量已达上限（50 个）', 'en')).toBe('A brand has at most 50 roles');
  });

  it('stay as the server wrote them in Chinese, or when not known', () => {
    expect(roleMessage('角色名称已存在', 'zh-CN')).toBe('角色名称已存在');
    expect(roleMessage('服务器开小差了', 'en')).toBe('服务器开小差了');
  });

  it('are told apart from other failures', () => {
    const refusal = { kind: 'api', code: 400, msg: '管理员角色不能删除' };
    expect(refusalOf(refusal)).toBe('管理员角色不能删除');
    expect(refusalOf(new Error('offline'))).toBeNull();
    expect(refusalOf({ kind: 'api', msg: ' ' })).toBeNull();
    expect(() => translateRefusal(refusal, 'en')).toThrow('The administrator role cannot be deleted');
    const offline = new Error('offline');
    expect(() => translateRefusal(offline, 'en')).toThrow(offline);
  });
});
