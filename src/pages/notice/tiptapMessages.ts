import type { PairTree } from '../../i18n/pairs.ts';

// The toolbar of ra-input-rich-text reads ra.tiptap.* (with English defaults); the zh-CN and en texts here
export const tiptapMessages: PairTree = {
  align_left: ['左对齐', 'Align left'], align_center: ['居中', 'Center'], align_right: ['右对齐', 'Align right'], align_justify: ['两端对齐', 'Justify'],
  bold: ['加粗', 'Bold'], italic: ['斜体', 'Italic'], underline: ['下划线', 'Underline'], strike: ['删除线', 'Strikethrough'], code: ['代码', 'Code'],
  blockquote: ['引用', 'Blockquote'], clear_format: ['清除格式', 'Clear formatting'], color: ['颜色', 'Color'], highlight: ['高亮', 'Highlight'],
  link: ['链接', 'Link'], image: ['图片', 'Image'], image_dialog: ['图片地址', 'Image URL'],
  list_bulleted: ['无序列表', 'Bulleted list'], list_numbered: ['有序列表', 'Numbered list'],
  paragraph: ['正文', 'Normal'], current_level: ['当前级别', 'Current level'], select_level: ['选择级别', 'Select level'],
  heading1: ['标题 1', 'Heading 1'], heading2: ['标题 2', 'Heading 2'], heading3: ['标题 3', 'Heading 3'],
  heading4: ['标题 4', 'Heading 4'], heading5: ['标题 5', 'Heading 5'], heading6: ['标题 6', 'Heading 6'],
};
