import type { PersonalInfoUser } from './PersonalInfo';

export const memberUser: PersonalInfoUser = {
  name: '林小满',
  phone: '138****8000',
  brandName: '星河美妆',
  isMain: 0,
  departments: ['华东大区', '上海零售中心'],
  roles: ['内容运营', '素材管理员'],
  chatAccount: { provider: 'flyBook', account: 'lin.xiaoman' },
};

export const mainUser: PersonalInfoUser = {
  name: '星河美妆',
  phone: '139****0013',
  brandName: '星河美妆',
  isMain: 1,
  departments: [],
  roles: ['管理员'],
};
