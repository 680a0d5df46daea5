// The preparation records' server messages in both languages (issue 34 item 2), merged into the one catalogue like
// server/uncertainty/messages.ts.
import { serverMessages } from '../../http/messages.ts';

const zh: Record<string, string> = {
  'error.solutionState': '配制溶液状态为“{state}”，不能修改',
  'reagents.prep.lotOrSolution': '请在批次与母液中选择且只选择一个',
  'reagents.prep.oneParent': '目前一次配制只记录一个来源（标准物质/试剂批次或母液）',
  'reagents.prep.notFound': '所选记录不存在',
  'reagents.prep.lotNotAccepted': '该批次状态为“{state}”，验收合格后才能使用',
  'reagents.prep.lotExpired': '该批次已于 {expires} 过期，不能用于 {on} 的配制',
  'reagents.prep.containerOfOtherLot': '该瓶不属于所选批次',
  'reagents.prep.containerExpired': '该瓶使用期限至 {expires}，不能用于 {on} 的配制',
  'reagents.prep.solutionNotApproved': '母液状态为“{state}”，批准后才能使用',
  'reagents.prep.solutionExpired': '母液已于 {expires} 过期，不能用于 {on} 的配制',
  'reagents.prep.solutionNoValue': '母液尚无计算浓度',
  'reagents.prep.notYet': '该来源 {since} 才入库或配制，不能用于 {on} 的配制',
  'reagents.prep.weighedNoPurity': '按质量称取需要该批次的纯度，该批次未记录纯度',
  'reagents.prep.volumeNoValue': '按体积移取需要该批次的标准值、扩展不确定度 U、k 和单位',
  'reagents.prep.solutionByMass': '母液按体积移取（mL 或 µL）',
  'reagents.prep.smallerVolume': '定容体积小于移取体积',
  'reagents.prep.notPositive': '应为大于 0 的数值',
  'reagents.prep.recipeParent': '请在试剂/标准物质与母液配方中选择且只选择一个',
  'reagents.prep.recipeSelf': '配方不能以自身为母液配方',
};

const en: Record<string, string> = {
  'error.solutionState': 'The prepared solution is "{state}" and cannot be changed',
  'reagents.prep.lotOrSolution': 'Name either a lot or a parent solution, one of them',
  'reagents.prep.oneParent': 'A preparation records one parent for now (a lot or a parent solution)',
  'reagents.prep.notFound': 'The record chosen does not exist',
  'reagents.prep.lotNotAccepted': 'The lot is "{state}": it may be used once accepted',
  'reagents.prep.lotExpired': 'The lot expired on {expires}: it cannot be used in a preparation on {on}',
  'reagents.prep.containerOfOtherLot': 'The container is not of the lot chosen',
  'reagents.prep.containerExpired': 'The container is to be used by {expires}: it cannot be used in a preparation on {on}',
  'reagents.prep.solutionNotApproved': 'The parent solution is "{state}": it may be used once approved',
  'reagents.prep.solutionExpired': 'The parent solution expired on {expires}: it cannot be used in a preparation on {on}',
  'reagents.prep.solutionNoValue': 'The parent solution has no computed concentration',
  'reagents.prep.notYet': 'The parent was received or prepared on {since}: it cannot be used in a preparation on {on}',
  'reagents.prep.weighedNoPurity': "A weighed amount needs the lot's purity, and the lot records none",
  'reagents.prep.volumeNoValue': "A volume taken needs the lot's certified value, its expanded uncertainty U, k and unit",
  'reagents.prep.solutionByMass': 'A parent solution is taken by volume (mL or µL)',
  'reagents.prep.smallerVolume': 'The volume made up to is smaller than the volume taken',
  'reagents.prep.notPositive': 'Must be a number greater than 0',
  'reagents.prep.recipeParent': 'Name either a material or a parent recipe, one of them',
  'reagents.prep.recipeSelf': 'A recipe cannot be its own parent recipe',
};

Object.assign(serverMessages['zh-CN'], zh);
Object.assign(serverMessages.en, en);
