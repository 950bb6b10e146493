import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Section, SectionBody, SectionDescription, SectionHeader, SectionTitle } from './FormPage.styles';

export interface FormSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The section's heading (an `h2` under the page's `h1`); it names the section. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Level of the heading.
   * @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The section's FormItems. */
  children?: ReactNode;
}

/** A titled group of fields in a FormPage (基本信息, 投放设置, …): a `section` named by its heading. */
export function FormSection({ title, description, headingLevel = 2, children, ...rest }: FormSectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <Section data-component="FormSection" aria-labelledby={headingId} {...rest}>
      <SectionHeader data-part="Header">
        <SectionTitle as={`h${headingLevel}`} id={headingId} data-part="Title">
          {title}
        </SectionTitle>
        {description ? <SectionDescription data-part="Description">{description}</SectionDescription> : null}
      </SectionHeader>
      <SectionBody data-part="Body">{children}</SectionBody>
    </Section>
  );
}
