import { Button, Card, ConfirmDialog, FormField, TextInput } from '@brand-console/ui';
import { useState } from 'react';
import { useOverviewTranslate } from './messages';

interface Row {
  id: number;
  name: string;
}

/** /demo_crud: create, rename and delete rows kept in the page's memory (spec section 2 demo route). */
export function DemoCrudPage() {
  const t = useOverviewTranslate();
  const english = t('title.home') === 'Home';
  const [rows, setRows] = useState<Row[]>([]);
  const [name, setName] = useState('');
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setRows((r) => [...r, { id: (r.at(-1)?.id ?? 0) + 1, name: trimmed }]);
    setName('');
  };
  return (
    <Card>
      <p>{t('demoCrud.description')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
      >
        <FormField label={english ? 'Name' : '名称'}>
          <TextInput value={name} onValueChange={setName} maxLength={20} />
        </FormField>
        <Button type="submit" variant="primary" disabled={!name.trim()}>
          {english ? 'Add' : '新增'}
        </Button>
      </form>
      <ul aria-label={english ? 'Rows' : '列表'}>
        {rows.map((row) => (
          <li key={row.id} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
            <span>{row.name}</span>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost">
                  {english ? `Delete ${row.name}` : `删除${row.name}`}
                </Button>
              }
              onConfirm={() => setRows((r) => r.filter((x) => x.id !== row.id))}
            >
              删除后不可恢复，是否确认?
            </ConfirmDialog>
          </li>
        ))}
      </ul>
    </Card>
  );
}
