import { Button } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useTitlesTranslate } from './messages';

/** 标题库 on 模板空间's toolbar: opens the title library under the same module (ADR 0034). */
export function TitleLibraryLink({ moduleKey }: { moduleKey: string }) {
  const t = useTitlesTranslate();
  const navigate = useNavigate();
  return <Button onClick={() => void navigate(`${moduleKey}/template_space/titleLibrary`)}>{t('link.library')}</Button>;
}
