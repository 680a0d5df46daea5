// The reagent inventory's server messages in both languages (issue 34 item 1), merged into the one catalogue like
// server/uncertainty/messages.ts.
import { serverMessages } from '../http/messages.ts';

const zh: Record<string, string> = {
  'error.materialLotState': '批次已验收、不合格或已召回，不能再修改；证书有误请召回后重新入库',
  'error.materialContainerState': '容器已用完或已废弃，不能再修改',
  'reagents.referenceNo': '有证标准物质须填写标准物质编号（如 GBW(E)080xxx、GSB 07-xxxx）',
  'reagents.certifiedRequired': '有证标准物质须按证书填写标准值、扩展不确定度 U、包含因子 k 和单位',
  'reagents.certifiedU': '有证标准物质的标准值须给出其扩展不确定度 U',
  'reagents.purity': '纯度为质量分数，应大于 0 且不大于 1（如 0.9999）',
  'reagents.notNegative': '不能为负数',
  'reagents.expiresBeforeReceived': '有效期不能早于入库日期',
  'reagents.lotNotAccepted': '批次“{lot}”尚未验收（或已召回），其容器不能开封或新增',
  'reagents.labels': '{lot} 容器标签',
  'reagents.withdrawnByRecall': '来源批次 {lot} 已召回',
  'reagents.certificateFirst': '有证标准物质须先上传证书文件，才能验收',
  'reagents.expiryDays': '到期提醒天数应为 0 到 365 的整数',
};

const en: Record<string, string> = {
  'error.materialLotState': 'The lot is accepted, rejected or recalled and can no longer change; a wrong certificate is recalled and received again',
  'error.materialContainerState': 'The container is used up or discarded and can no longer change',
  'reagents.referenceNo': 'A certified reference material needs its reference material no. (e.g. GBW(E)080xxx, GSB 07-xxxx)',
  'reagents.certifiedRequired':
    "A certified reference material's lot needs the certified value, its expanded uncertainty U, k and the unit from its certificate",
  'reagents.certifiedU': 'A certified value needs its expanded uncertainty U',
  'reagents.purity': 'Purity is a mass fraction: greater than 0 and at most 1 (e.g. 0.9999)',
  'reagents.notNegative': 'Must not be negative',
  'reagents.expiresBeforeReceived': 'The expiry cannot be before the day it was received',
  'reagents.lotNotAccepted': 'Lot “{lot}” is not accepted (or was recalled): its containers cannot be opened or added',
  'reagents.labels': '{lot} container labels',
  'reagents.expiryDays': 'The alert window is a whole number of days from 0 to 365',
  'reagents.withdrawnByRecall': 'Its source lot {lot} was recalled',
  'reagents.certificateFirst': "A certified reference material's lot is accepted on its certificate: attach the certificate file first",
};

Object.assign(serverMessages['zh-CN'], zh);
Object.assign(serverMessages.en, en);
