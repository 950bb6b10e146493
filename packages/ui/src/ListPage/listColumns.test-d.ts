import { expectTypeOf, test } from 'vitest';
import { createListColumns, type ListColumn } from './listColumns';

interface Row {
  id: string;
  name: string;
  amount: number;
  createTime: string | null;
  tags: readonly string[];
  owner: { name: string };
}

const col = createListColumns<Row>();

test('a column accepts only the fields its value type can show', () => {
  expectTypeOf(col.money('amount', { title: '金额' })).toEqualTypeOf<ListColumn<Row>>();
  col.text('name', { title: '名称', search: true });
  col.dateTime('createTime', { title: '创建时间' });
  col.tags('tags', { title: '标签' });
  col.person('owner', { title: '负责人' });
  // @ts-expect-error a text field is not money
  col.money('name', { title: '金额' });
  // @ts-expect-error a list is not a date
  col.date('tags', { title: '日期' });
  // @ts-expect-error no such field
  col.text('missing', { title: '?' });
  // @ts-expect-error a status column needs its dictionary
  col.status('name', { title: '状态' });
});
