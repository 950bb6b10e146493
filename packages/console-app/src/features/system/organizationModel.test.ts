import type { DeptNode } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { descendantsOf, indexDepartments, levelName, toTreeNodes } from './organizationModel';

const leaf = (deptId: number, parentId: number | null, deptName: string): DeptNode => ({
  deptId,
  parentId,
  deptName,
  children: [],
});
const tree: DeptNode[] = [
  {
    ...leaf(1, null, '事业部'),
    children: [{ ...leaf(2, 1, '零售中心'), children: [leaf(3, 2, '华东'), leaf(4, 2, '华南')] }],
  },
  leaf(5, null, '海外'),
];

describe('the organisation page’s model', () => {
  it('indexes every department in tree order and counts a subtree', () => {
    expect([...indexDepartments(tree).keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(descendantsOf(tree[0]!)).toBe(3);
    expect(descendantsOf(tree[1]!)).toBe(0);
  });

  it('gives the kit’s Tree the ids as keys', () => {
    expect(toTreeNodes(tree)[0]).toMatchObject({ key: '1', label: '事业部', children: [{ key: '2' }] });
  });

  it('names a level by the brand’s own name, else by the default in the reader’s language', () => {
    const aliases = [
      { level: 1, alias: '集团', custom: true },
      { level: 2, alias: '零售中心', custom: false },
      { level: 4, alias: '4级部门', custom: false },
    ];
    expect(levelName(aliases, 1, 'en')).toBe('集团');
    expect(levelName(aliases, 2, 'en')).toBe('Retail centre');
    expect(levelName(aliases, 2, 'zh')).toBe('零售中心');
    expect(levelName(aliases, 4, 'en')).toBe('4级部门');
    expect(levelName(undefined, 3, 'zh')).toBe('大区');
  });
});
