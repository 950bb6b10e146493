import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { FormProps } from './Form';
import { useSchemaForm } from './useSchemaForm';

/** Like the api-client's number fields: `z.preprocess`, so the input type is `unknown`. */
const int = () => z.preprocess((v) => v, z.number().int());

const schema = z.object({
  name: z.string().trim().min(1),
  size: int().optional(),
  tagIds: z.array(int()).optional(),
});

describe('useSchemaForm types', () => {
  it('types the values from the schema output, not its unknown input', () => {
    const form = useSchemaForm({ schema, defaultValues: { name: '' } });
    expectTypeOf(form.getValues('size')).toEqualTypeOf<number | undefined>();
    expectTypeOf(form.getValues('tagIds')).toEqualTypeOf<number[] | undefined>();
    expectTypeOf(form.getValues().name).toEqualTypeOf<string>();
  });

  it('hands onSubmit the parsed values and field names for setFieldError', () => {
    const form = useSchemaForm({ schema });
    type Props = FormProps<z.output<typeof schema>>;
    const onSubmit: Props['onSubmit'] = (values, { setFieldError }) => {
      expectTypeOf(values.size).toEqualTypeOf<number | undefined>();
      setFieldError('name', '名称已存在');
      // @ts-expect-error not a field of the schema
      setFieldError('title', 'x');
    };
    expectTypeOf(form).toMatchTypeOf<Props['form']>();
    expectTypeOf(onSubmit).toBeFunction();
  });

  it('takes a caller-given values type', () => {
    interface MaterialValues {
      name: string;
      size?: number;
    }
    const form = useSchemaForm<MaterialValues>({ schema, defaultValues: { name: 'a' } });
    expectTypeOf(form.getValues()).toEqualTypeOf<MaterialValues>();
  });

  it('refuses default values of the wrong type', () => {
    // @ts-expect-error size is a number
    useSchemaForm({ schema, defaultValues: { size: 'big' } });
  });
});
