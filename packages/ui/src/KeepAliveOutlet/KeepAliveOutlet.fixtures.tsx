import { useState } from 'react';
import { useKeepAlive } from './KeepAliveOutlet';

/** A page with typed state, for stories and tests: a labelled input and a refresh button. */
export function DemoPage({ name }: { name: string }) {
  const [value, setValue] = useState('');
  const { refresh } = useKeepAlive();
  return (
    <section aria-label={name} data-page={name}>
      <label>
        {name} 备注
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => refresh(name)}>
        刷新{name}
      </button>
    </section>
  );
}
