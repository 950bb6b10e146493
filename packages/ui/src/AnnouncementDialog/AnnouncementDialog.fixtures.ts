import type { Announcement } from './AnnouncementDialog';

export const announcements: Announcement[] = [
  {
    id: 1,
    title: '春节期间服务安排',
    publishTime: '2026-01-20 10:00',
    content:
      '各位品牌伙伴：\n\n春节期间（2 月 15 日至 2 月 22 日）客服响应时间调整为每日 9:00–18:00。\n素材合成与导出任务照常运行，如遇紧急问题请联系您的客户经理。\n\n祝您新春快乐！',
  },
  {
    id: 2,
    title: '素材库新增拆分与合并',
    publishTime: '2026-03-02 09:30',
    content: '素材库现已支持视频拆分与素材合并，任务进度可在任务中心查看。',
  },
  {
    id: 3,
    title: '服务器维护通知',
    publishTime: '2026-03-10 22:00',
    content: '<img src=x onerror=alert(1)> 3 月 11 日 0:00–2:00 系统维护，期间可能无法登录。',
  },
];
