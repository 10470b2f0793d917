import type { NewBlogPost } from '@/db/schema';

/**
 * Demo blog posts: 6 Hebrew + 6 English. Content is newline-separated paragraphs using the admin
 * helper's inline markup (**bold**, *italic*, <u>underline</u>, [text](url)). In each language
 * exactly one post is the Blog of the Week, and it is not the newest post.
 * English posts keep their English text in the base fields; the *_en fields are left null.
 */
export const demoBlogPosts: NewBlogPost[] = [
  // ───────────────────────────── Hebrew ─────────────────────────────

  // he / מדריכים: likes both 0, internal links only, no subtitle.
  {
    blogUrl: 'איך-לבחור-מיקום-למכונה-אוטומטית',
    language: 'he',
    title: 'איך בוחרים מיקום מנצח למכונה אוטומטית',
    subtitle: null,
    excerpt:
      'המיקום הוא הגורם החשוב ביותר להצלחה של מכונת מכירה אוטומטית. ריכזנו את השיקולים המרכזיים שיעזרו לכם לבחור נכון כבר מהיום הראשון.',
    content: [
      'בעולם המכירה האוטומטית יש משפט שחוזר על עצמו שוב ושוב: **מיקום, מיקום, מיקום**. אותה מכונת פיצה בדיוק יכולה למכור עשרות מנות ביום במקום אחד, ולהתקשות להגיע לעשר במקום אחר. לכן לפני שמתקינים מכונה, כדאי להקדיש זמן לבדיקה מסודרת של האפשרויות ולא להסתפק בתחושת בטן.',
      'השיקול הראשון הוא <u>תנועת אנשים קבועה</u>. לובי של בניין משרדים, קמפוס אוניברסיטאי, בית חולים או תחנת דלק על כביש ראשי – אלה מקומות שבהם עוברים מאות ואלפי אנשים בכל יום, ולא רק בסופי שבוע או בעונה מסוימת. חשוב לבדוק את התנועה בשעות שונות, כולל בערב ובלילה, כי כאן בדיוק נמצא היתרון של מכונה שעובדת 24/7.',
      'השיקול השני הוא *היעדר חלופות זמינות*. כשהמזנון נסגר בארבע אחר הצהריים, או כשהמסעדה הקרובה נמצאת במרחק נסיעה, פיצה חמה תוך 3 דקות הופכת מפינוק לפתרון אמיתי. עובדי משמרות לילה, סטודנטים בתקופת מבחנים ומבקרים בבתי חולים הם קהלים שמעריכים זאת במיוחד – וחוזרים שוב ושוב.',
      'השיקול השלישי הוא התשתית. המכונה צריכה שטח של כשני מטרים רבועים, חיבור חשמל תקני ונקודה מוגנת מגשם ומשמש ישירה. רצוי גם שהיא תהיה גלויה כבר מהכניסה: מכונה שמסתתרת מאחורי עמוד או בקצה מסדרון צדדי מוכרת הרבה פחות ממכונה שנמצאת בדרך הטבעית של העוברים והשבים.',
      'השיקול הרביעי הוא ההסכם עם בעל המקום. ברוב המקרים מדובר בחלוקת הכנסות פשוטה: בעל המקום מקבל אחוז מכל מכירה, ואנחנו דואגים להתקנה, למילוי המלאי ולתחזוקה. כך שני הצדדים מרוויחים, ואף אחד לא נושא בסיכון מיותר. כדאי לסכם מראש גם את נושא החשמל, שעות הגישה למקום ומי אחראי על מה.',
      'רוצים לדעת אם המקום שלכם מתאים? צוות אוטופיצה מבצע בדיקת התאמה ללא עלות, כולל הערכה של פוטנציאל המכירות במיקום. [השאירו פרטים כאן](/contact) ונחזור אליכם בהקדם.',
    ].join('\n'),
    category: 'מדריכים',
    author: 'צוות אוטופיצה',
    imageUrl: '/images/blog/post-1.webp',
    publishedDate: '2025-02-10',
    isBlogOfWeek: false,
    bulletPoints: [
      'חפשו תנועת אנשים קבועה לאורך כל שעות היממה',
      'העדיפו מקומות שאין בהם חלופת אוכל זמינה בערב ובלילה',
      'ודאו שיש שטח של כשני מ״ר, חשמל תקני והגנה ממזג האוויר',
      'הציבו את המכונה במקום גלוי מהכניסה',
      'סכמו מראש חלוקת הכנסות ברורה עם בעל המקום',
    ],
    internalLinks: ['/business-partners', '/locations'],
    externalLinks: null,
    internalLikes: 0,
    externalLikes: 0,
    keywords: ['מיקום למכונה אוטומטית', 'מכונת פיצה', 'מכונות מכירה', 'תנועת לקוחות'],
  },

  // he / עסקים: BLOG OF THE WEEK (not the newest), named author, subtitle, only internal likes > 0.
  {
    blogUrl: 'כמה-מרוויחים-ממכונת-פיצה-אוטומטית',
    language: 'he',
    title: 'כמה באמת מרוויחים ממכונת פיצה אוטומטית?',
    subtitle: 'חישוב החזר השקעה צעד אחר צעד, עם מספרים מהשטח',
    excerpt:
      'מחיר הרכישה הוא רק חצי מהתמונה. פירקנו את ההכנסות, את העלויות ואת הזמן עד להחזר ההשקעה, כדי שתוכלו לקבל החלטה מבוססת לפני שאתם קונים מכונה.',
    content: [
      'השאלה הראשונה שכמעט כל משקיע שואל אותנו היא פשוטה: *תוך כמה זמן המכונה מחזירה את עצמה?* התשובה תלויה בכמה משתנים, אבל אפשר להעריך אותה בצורה די מדויקת כבר בשלב התכנון, עוד לפני שחותמים על משהו.',
      'נתחיל מההשקעה. מכונת פיצה אוטומטית עולה **75,000 ₪ + מע״מ**, והמחיר כולל התקנה, הדרכה ואחריות מלאה. לכך מתווספות עלויות שוטפות: חומרי גלם, חשמל, עמלות סליקה, ולעיתים גם דמי שכירות או חלוקת הכנסות עם בעל המקום.',
      'בצד ההכנסות, המשתנה המרכזי הוא מספר הפיצות שנמכרות ביום. במיקום טוב – למשל לובי של בניין משרדים גדול או קמפוס – נמכרות בדרך כלל 30 עד 50 פיצות ביום. במחיר מכירה של 35 עד 45 ₪ לפיצה, ובעלות חומרי גלם נמוכה יחסית, הרווח הגולמי על כל פיצה גבוה משמעותית מזה של מזנון רגיל, בין השאר משום שאין צורך בעובדים.',
      'ניקח תרחיש שמרני: 30 פיצות ביום ורווח נקי של כ-15 ₪ לפיצה אחרי כל ההוצאות. מדובר ב-450 ₪ ביום, או כ-13,500 ₪ בחודש. בתרחיש כזה <u>ההשקעה מוחזרת בתוך חצי שנה עד שנה</u>, גם אם מביאים בחשבון חודשים חלשים יותר. חשוב להדגיש שזו הערכה בלבד, והתוצאות בפועל תלויות במיקום ובאופן התפעול.',
      'מה משפיע על התשואה יותר מכול? בראש ובראשונה המיקום, ואחריו תמחור נכון, מלאי מלא בכל שעה ותחזוקה שוטפת. מערכת הניטור מרחוק מאפשרת לזהות ירידה במכירות או מחסור בחומרי גלם עוד לפני שהלקוחות מרגישים בכך, וזה ההבדל בין מכונה שמרוויחה למכונה שמאכזבת.',
      'כדאי לזכור גם את היתרונות שקשה לכמת במספרים. המכונה אינה דורשת גיוס עובדים, סידור משמרות או ניהול צוות, היא עובדת בחגים ובסופי שבוע, וההכנסה ממנה מגיעה גם בשעות שבהן עסק רגיל סגור. עבור בעלי מקומות רבים, זהו מקור הכנסה כמעט פסיבי לחלוטין.',
      'מעדיפים להתחיל בלי השקעה גדולה? מסלול [השכרת המכונה](/machine-rental) מתחיל ב-650 ₪ לחודש ומאפשר לבדוק את הפוטנציאל של המיקום לפני רכישה. לחישוב מותאם למיקום שלכם, [דברו איתנו](/contact).',
    ].join('\n'),
    category: 'עסקים',
    author: 'דניאל כהן',
    imageUrl: '/images/blog/post-2.webp',
    publishedDate: '2025-03-15',
    isBlogOfWeek: true,
    bulletPoints: [
      'מכונת פיצה עולה 75,000 ₪ + מע״מ, כולל התקנה ואחריות מלאה',
      'מיקום טוב מוכר בדרך כלל 30–50 פיצות ביום',
      'בתרחיש שמרני ההשקעה מוחזרת בתוך חצי שנה עד שנה',
      'המיקום והתחזוקה השוטפת משפיעים על הרווח יותר מכול',
    ],
    internalLinks: ['/products', '/machine-rental'],
    externalLinks: null,
    internalLikes: 12,
    externalLikes: 0,
    keywords: ['החזר השקעה', 'מכונת פיצה אוטומטית', 'רווחיות', 'עסק אוטומטי'],
  },

  // he / עסקים: both likes > 0, one external link.
  {
    blogUrl: 'זכיינות-או-רכישה-עצמאית',
    language: 'he',
    title: 'זכיינות או רכישה עצמאית: מה מתאים לכם?',
    subtitle: null,
    excerpt:
      'יש שתי דרכים להיכנס לעולם מכונות הפיצה האוטומטיות, ולכל אחת מהן יתרונות משלה. הנה השוואה מעשית של עלויות, ליווי ואחריות שתעזור לכם לבחור.',
    content: [
      'מי שרוצה להיכנס לתחום המכירה האוטומטית עומד בדרך כלל בפני שתי אפשרויות: לרכוש מכונה ולהפעיל אותה באופן עצמאי, או להצטרף לרשת כזכיין. שתי הדרכים יכולות להיות רווחיות מאוד, וההבדל ביניהן נוגע בעיקר למידת המעורבות, לליווי שתקבלו ולהיקף הפעילות שאתם מתכננים.',
      '**רכישה עצמאית** מתאימה למי שכבר מחזיק במיקום טוב – למשל בעלים של תחנת דלק, מלון או מרכז מסחרי – ומעוניין להוסיף מקור הכנסה נוסף בלי להקים עסק חדש. אתם קונים את המכונה, מקבלים התקנה, הדרכה ואחריות, ומנהלים את המלאי ואת התמחור בעצמכם.',
      '**זכיינות** מתאימה למי שרוצה לבנות עסק של ממש, לרוב עם כמה מכונות באזור מסוים. הזכיין נהנה ממותג מוכר, מליווי בבחירת מיקומים, מהדרכה מקיפה, מחומרי שיווק ומתמיכה טכנית שוטפת. בחבילה המתקדמת ניתנות גם *זכויות בלעדיות על אזור גיאוגרפי*, כך שאין תחרות מתוך הרשת עצמה.',
      'כדי לבחור נכון, כדאי לשאול את עצמכם כמה שאלות פשוטות: האם כבר יש לכם מיקום? כמה שעות בשבוע אתם מתכננים להקדיש לעסק? האם אתם רואים את עצמכם מפעילים מכונה אחת, או עשר מכונות בעוד שלוש שנים? התשובות לשאלות האלה יכוונו אתכם לדרך המתאימה.',
      'חשוב לזכור שהבחירה אינה סופית. רבים מהזכיינים שלנו התחילו ממכונה אחת שרכשו, ראו את התוצאות והרחיבו את הפעילות. בכל מקרה, <u>אנחנו ממליצים לבדוק את ההיבטים המשפטיים והמיסויים</u> עם רואה חשבון או עורך דין לפני החתימה על כל הסכם.',
      'מבחינה כספית, ברכישה עצמאית ההשקעה מתמקדת במכונה עצמה, ואילו בזכיינות נוספים לעיתים דמי הצטרפות – אבל מתקבלת בתמורה מעטפת מלאה של ידע וניסיון. למי שנכנס לתחום בפעם הראשונה, הליווי הזה חוסך לא מעט טעויות יקרות, במיוחד בבחירת המיקום הראשון.',
      'לפרטים על חבילות הזכיינות ועל תהליך ההצטרפות בארבעה שלבים, בקרו ב[עמוד הזכיינות](/franchising), או [צרו איתנו קשר](/contact) לשיחת היכרות ללא התחייבות.',
    ].join('\n'),
    category: 'עסקים',
    author: 'צוות אוטופיצה',
    imageUrl: '/images/blog/post-3.webp',
    publishedDate: '2025-04-20',
    isBlogOfWeek: false,
    bulletPoints: [
      'רכישה עצמאית מתאימה למי שכבר מחזיק במיקום טוב',
      'זכיינות מתאימה למי שרוצה לבנות עסק עם כמה מכונות',
      'זכיינים נהנים מליווי, מהדרכה, משיווק ומבלעדיות אזורית',
      'אפשר להתחיל ממכונה אחת ולהתרחב בהמשך',
    ],
    internalLinks: ['/franchising', '/products'],
    externalLinks: [
      {
        title: 'רשות המסים בישראל',
        url: 'https://www.gov.il/he/departments/israel_tax_authority',
      },
    ],
    internalLikes: 8,
    externalLikes: 3,
    keywords: ['זכיינות', 'זיכיון מכונת פיצה', 'רכישת מכונה', 'עסק עצמאי'],
  },

  // he / מדריכים: bullet_points null (empty Key Points case), subtitle, both likes > 0.
  {
    blogUrl: 'איך-מכינים-פיצה-תוך-3-דקות',
    language: 'he',
    title: 'מאחורי הקלעים: איך מכינים פיצה טרייה תוך 3 דקות?',
    subtitle: 'מהבצק ועד הקופסה – כל שלבי ההכנה בתוך המכונה',
    excerpt:
      'בלי מיקרוגל ובלי פיצה קפואה שמחממים מחדש. כך עובדת מכונת הפיצה האוטומטית של אוטופיצה, שלב אחר שלב: מלישת הבצק ועד פיצה חמה בקופסה תוך 3 דקות.',
    content: [
      'אחת השאלות הנפוצות ביותר שאנחנו שומעים היא "איך זה בכלל אפשרי?". הרי פיצה טובה דורשת בצק, רוטב, גבינה ותנור חם – ובכל זאת, המכונה שלנו מגישה פיצה חמה ופריכה **תוך 3 דקות בלבד**. הנה מה שקורה בפנים מהרגע שלוחצים על המסך.',
      'הכול מתחיל במסך המגע. הלקוח בוחר פיצה, מוסיף תוספות מתוך 7 אפשרויות – זיתים, פטריות, תירס, בצל, פלפל, עגבניות וטונה – ומשלם בכרטיס אשראי או בטלפון. ברגע שהתשלום מאושר, המכונה מתחילה לעבוד, והלקוח יכול לעקוב אחרי ההתקדמות על המסך.',
      'בשלב הראשון המכונה מערבבת קמח ומים ולשה בצק טרי, שמשוטח לבסיס עגול ודק. לאחר מכן היא פורסת רוטב עגבניות בשכבה אחידה, מפזרת גבינת מוצרלה ומוסיפה את התוספות שנבחרו – במינון מדויק, כך שכל פיצה יוצאת בדיוק כמו הקודמת. חומרי הגלם נשמרים עד לרגע השימוש בתא קירור בטמפרטורה מבוקרת.',
      'השלב הבא הוא האפייה. המכונה משתמשת ב*תנור אינפרא-אדום מהיר*, שמגיע לטמפרטורה גבוהה בתוך שניות ואופה את הפיצה באופן אחיד: בצק פריך מבחוץ ורך מבפנים, וגבינה נמסה ומבעבעת. זה הסוד שמאפשר לקצר את זמן ההכנה בלי להתפשר על הטעם.',
      'בסיום האפייה הפיצה מונחת בקופסת קרטון ומוגשת ללקוח דרך פתח ההגשה. כל התהליך מתועד במערכת הניטור, שמעדכנת את המפעיל בזמן אמת על המלאי, על הטמפרטורות ועל כל תקלה, כדי שהמכונה תהיה מוכנה גם לפיצה הבאה, בשתיים בלילה.',
      'חשוב לנו לציין שהמתכון פותח יחד עם אופים מקצועיים ונבדק בעשרות סבבי טעימות, עד שהגענו לאיזון המדויק בין עובי הבצק, כמות הרוטב וזמן האפייה. התוצאה היא פיצה שלא מתביישת לעמוד לצד פיצה של פיצרייה שכונתית – ומוכנה בזמן שלוקח להכין כוס קפה.',
      'רוצים לראות את המכונה בפעולה? בקרו באחד מ[המיקומים שלנו](/locations), או קראו על <u>המפרט הטכני המלא</u> ב[עמוד המוצרים](/products).',
    ].join('\n'),
    category: 'מדריכים',
    author: 'צוות אוטופיצה',
    imageUrl: '/images/blog/post-4.webp',
    publishedDate: '2025-05-12',
    isBlogOfWeek: false,
    bulletPoints: null,
    internalLinks: ['/products', '/locations'],
    externalLinks: null,
    internalLikes: 21,
    externalLikes: 14,
    keywords: ['פיצה תוך 3 דקות', 'מכונת פיצה אוטומטית', 'איך זה עובד', 'תנור מהיר'],
  },

  // he / מדריכים: the maintenance picture (post-5), two external links.
  {
    blogUrl: 'היגיינה-ובטיחות-מזון-במכונות-אוטומטיות',
    language: 'he',
    title: 'היגיינה, בטיחות מזון ותחזוקה במכונות אוטומטיות',
    subtitle: null,
    excerpt:
      'מכונה שמגישה אוכל חייבת לעמוד בסטנדרטים מחמירים. כך אנחנו מקפידים על ניקיון, על טריות חומרי הגלם ועל תחזוקה שוטפת, בכל מכונה ובכל יום.',
    content: [
      'כשמדובר במזון, אין מקום לפשרות. מכונת פיצה אוטומטית פועלת בלי עובדים ליד הדלפק, ולכן המערכות שלה חייבות לשמור על היגיינה ועל בטיחות מזון באופן עצמאי – בכל שעה, בכל עונה ובכל עומס.',
      'הבסיס הוא **שרשרת קירור רציפה**. חומרי הגלם נשמרים בתא קירור שמנוטר ללא הפסקה, וכל חריגה בטמפרטורה שולחת התראה מיידית למפעיל. אם החריגה נמשכת, המכונה מפסיקה למכור באופן אוטומטי, כדי שלא תוגש אף פיצה שאינה עומדת בתקן.',
      'מערכת הניקוי העצמי פועלת אחרי כל אפייה ובסוף כל יום. היא מנקה את אזור פריסת הרוטב והתוספות ואת משטח ההגשה, ומצמצמת למינימום את הצורך במגע ידני. כל רכיב שבא במגע עם המזון עשוי מחומרים מאושרים למגע במזון וקל לפירוק ולניקוי.',
      'מעבר לאוטומציה, יש גם עבודה שגרתית שאי אפשר לוותר עליה: מילוי חומרי גלם ובדיקת תוקף, בדיקה ויזואלית, ניקוי חיצוני ורישום מסודר ביומן התחזוקה. אנחנו ממליצים על *ביקור שירות שבועי* לפחות, ועל תדירות גבוהה יותר במיקומים עמוסים במיוחד.',
      'חשוב להכיר גם את הדרישות הרגולטוריות. הפעלת מכונה שמגישה מזון עשויה לחייב רישיון עסק ועמידה בהנחיות משרד הבריאות, בהתאם לסוג המקום ולמוצרים שנמכרים בו. <u>הצוות שלנו מלווה את הלקוחות לאורך התהליך</u> ומסביר מה נדרש בכל מקרה.',
      'גם הלקוחות רואים את ההקפדה. חלון בחזית המכונה מאפשר לצפות בתהליך ההכנה מתחילתו ועד סופו, וכל פיצה נאפית בטמפרטורה גבוהה שמבטיחה בטיחות מזון מלאה. הפיצה מוגשת בקופסה סגורה, כך שאיש אינו נוגע בה מרגע האפייה ועד שהיא מגיעה לידי הלקוח.',
      'ולבסוף, תחזוקה נכונה היא לא רק עניין של היגיינה אלא גם של רווחיות. מכונה מתוחזקת היטב מושבתת פחות, מוכרת יותר ונשארת במצב מצוין לאורך שנים. לכן כל מכונה שלנו מגיעה עם תוכנית תחזוקה מסודרת ועם צוות טכני שזמין לקריאות שירות בכל רחבי הארץ.',
      'יש לכם שאלות על תחזוקה, על ניקיון או על רגולציה? [פנו אלינו](/contact) ונשמח לעזור.',
    ].join('\n'),
    category: 'מדריכים',
    author: 'צוות אוטופיצה',
    imageUrl: '/images/blog/post-5.webp',
    publishedDate: '2025-06-08',
    isBlogOfWeek: false,
    bulletPoints: [
      'שרשרת קירור רציפה עם התראות בזמן אמת',
      'עצירת מכירות אוטומטית בחריגת טמפרטורה',
      'ניקוי עצמי אחרי כל אפייה ובסוף כל יום',
      'ביקור שירות שבועי לפחות ויומן תחזוקה מסודר',
    ],
    internalLinks: null,
    externalLinks: [
      {
        title: 'משרד הבריאות – שירות המזון הארצי',
        url: 'https://www.gov.il/he/departments/units/national_food_service',
      },
      {
        title: 'רישוי עסקים – מידע לבעלי עסקים',
        url: 'https://www.gov.il/he/departments/topics/business_licensing',
      },
    ],
    internalLikes: 4,
    externalLikes: 1,
    keywords: ['היגיינה', 'בטיחות מזון', 'תחזוקת מכונה', 'ניקוי עצמי'],
  },

  // he / חדשות: newest Hebrew post (so the featured post must come from the flag, not the date).
  {
    blogUrl: 'מיקומים-חדשים-ומכונת-חטיפים-בקרוב',
    language: 'he',
    title: 'חדש באוטופיצה: מיקומים בצפון ובדרום ומכונת חטיפים בדרך',
    subtitle: 'הרשת מתרחבת מהגליל ועד אילת',
    excerpt:
      'הרשת ממשיכה לגדול: מכונות חדשות נפתחות בקרוב באילת ובקריית שמונה, ומכונת החטיפים שלנו נכנסת לשלב הפיתוח האחרון לקראת ההשקה.',
    content: [
      'הקיץ הזה מביא איתו הרבה חדשות טובות. אחרי חודשים של עבודה אינטנסיבית, רשת המכונות של אוטופיצה מתרחבת לקצוות הארץ – מהגליל ועד אילת – ומביאה פיצה חמה תוך 3 דקות גם למקומות שבהם אין הרבה חלופות בשעות הערב והלילה.',
      'בטיילת הצפונית של **אילת** תיפתח בקרוב מכונת פיצה חדשה, שתשרת את התיירים ואת תושבי העיר גם בשעות הלילה המאוחרות. במקביל, ב**מתנ״ס קריית שמונה** תוצב עמדה משולבת של פיצה ומשקאות, שתשמש את המשפחות, את בני הנוער ואת משתתפי החוגים שפועלים במקום.',
      'גם במרכז הארץ יש חדשות: במגדל משרדים בתל אביב נפתחה לאחרונה עמדה משולבת של פיצה ומשקאות, שכבר הפכה לתחנת עצירה קבועה של העובדים בבניין. את הרשימה המלאה והמעודכנת תמצאו ב[עמוד המיקומים](/locations).',
      'והחדשה הגדולה ביותר: *מכונת החטיפים של אוטופיצה* נמצאת בשלבי הפיתוח האחרונים. המכונה תציע מבחר חטיפים מתוקים ומלוחים, חטיפי בריאות ומוצרים ללא גלוטן, עם אותה חוויית תשלום נוחה ואותה מערכת ניטור מרחוק שמוכרת לכם ממכונות הפיצה והמשקאות.',
      'מכונת החטיפים תוצע גם למכירה וגם לשותפים עסקיים שיארחו אותה, עם התקנה, תחזוקה ומילוי מלאי כלולים. <u>בעלי מקומות שיצטרפו כבר עכשיו יקבלו עדיפות בהצבה</u> עם ההשקה.',
      'ההתרחבות לא נעצרת כאן. אנחנו בשיחות מתקדמות עם קמפוסים, בתי חולים ורשתות של תחנות דלק ברחבי הארץ, ובחודשים הקרובים צפויות להיפתח מכונות נוספות גם בשרון ובשפלה. היעד שלנו פשוט: שכל אחד יוכל למצוא פיצה חמה וטרייה במרחק קצר, בכל שעה.',
      'במקביל, אנחנו ממשיכים לשפר גם את המכונות הקיימות: עדכון תוכנה חדש מוסיף למסך המגע אפשרות להזמנה חוזרת בלחיצה אחת, ומערכת הניטור מפיקה דוחות מכירות מפורטים יותר עבור בעלי המקומות והזכיינים.',
      'רוצים להיות הראשונים לשמוע על ההשקה, או לארח מכונה במקום שלכם? בקרו בעמוד [השותפים העסקיים](/business-partners) או [השאירו פרטים](/contact), ונעדכן אתכם ראשונים.',
    ].join('\n'),
    category: 'חדשות',
    author: 'צוות אוטופיצה',
    imageUrl: '/images/blog/post-6.webp',
    publishedDate: '2025-07-01',
    isBlogOfWeek: false,
    bulletPoints: [
      'מכונת פיצה חדשה תיפתח בקרוב בטיילת אילת',
      'עמדה משולבת של פיצה ומשקאות בדרך למתנ״ס קריית שמונה',
      'מכונת החטיפים נמצאת בשלבי פיתוח אחרונים',
      'בעלי מקומות שיצטרפו עכשיו יקבלו עדיפות בהצבה',
    ],
    internalLinks: ['/locations', '/business-partners'],
    externalLinks: null,
    internalLikes: 17,
    externalLikes: 9,
    keywords: ['מיקומים חדשים', 'מכונת חטיפים', 'אוטופיצה', 'חדשות'],
  },

  // ───────────────────────────── English ─────────────────────────────

  // en / Guides: likes both 0, internal links only, no subtitle.
  {
    blogUrl: 'how-to-choose-a-location-for-a-vending-machine',
    language: 'en',
    title: 'How to Choose the Right Location for a Vending Machine',
    subtitle: null,
    excerpt:
      'Location is the single biggest factor in a vending machine’s success. Here are the key things to look at so you get it right from day one.',
    content: [
      'Ask anyone in automated retail what matters most and you will hear the same answer: **location, location, location**. The very same pizza machine can sell dozens of pizzas a day in one spot and struggle to sell ten in another, so it pays to assess your options carefully instead of going with a gut feeling.',
      'Start with <u>steady foot traffic</u>. Office tower lobbies, university campuses, hospitals and gas stations on busy roads see hundreds or even thousands of people every day, not just at weekends or in high season. Check the flow at different times, including evenings and late at night – that is exactly where a machine that runs 24/7 has the edge.',
      'Next, look for *a lack of nearby alternatives*. When the cafeteria closes at four in the afternoon, or the nearest restaurant is a drive away, a hot pizza in 3 minutes stops being a treat and becomes a genuine solution. Night-shift workers, students during exam season and hospital visitors appreciate it most – and they come back.',
      'Then there is the infrastructure. The machine needs roughly two square metres of floor space, a standard power outlet and a spot sheltered from rain and direct sunlight. Visibility matters too: a machine tucked behind a pillar or at the end of a side corridor will sell far less than one placed right on people’s natural path.',
      'Finally, agree on clear terms with the site owner. In most cases it is a simple revenue share: the owner receives a percentage of every sale, while we handle installation, restocking and maintenance. Both sides win and nobody carries unnecessary risk. It is worth settling the details of electricity, access hours and responsibilities up front.',
      'Wondering whether your site is a good fit? The AutoPizza team offers a free site assessment, including an estimate of your sales potential. [Get in touch here](/en/contact) and we will get back to you shortly.',
    ].join('\n'),
    category: 'Guides',
    author: 'The AutoPizza Team',
    imageUrl: '/images/blog/post-1.webp',
    publishedDate: '2025-01-28',
    isBlogOfWeek: false,
    bulletPoints: [
      'Look for steady foot traffic at every hour of the day',
      'Favour sites with no food options in the evening and at night',
      'Make sure there is about 2 m², a standard outlet and weather protection',
      'Place the machine where it is visible from the entrance',
      'Agree on a clear revenue share with the site owner up front',
    ],
    internalLinks: ['/en/business-partners', '/en/locations'],
    externalLinks: null,
    internalLikes: 0,
    externalLikes: 0,
    keywords: [
      'vending machine location',
      'pizza vending machine',
      'foot traffic',
      'site selection',
    ],
  },

  // en / Business: named author, subtitle, only internal likes > 0.
  {
    blogUrl: 'pizza-vending-machine-roi',
    language: 'en',
    title: 'How Much Can You Earn from an Automatic Pizza Machine?',
    subtitle: 'A step-by-step return-on-investment breakdown with real-world numbers',
    excerpt:
      'The purchase price is only half the story. We break down the revenue, the costs and the payback period so you can make an informed decision.',
    content: [
      'The first question almost every investor asks us is a simple one: *how long until the machine pays for itself?* The answer depends on a few variables, but you can estimate it fairly accurately at the planning stage, well before you sign anything.',
      'Let’s start with the investment. An automatic pizza machine costs **$22,500 + VAT**, including installation, training and a full warranty. On top of that come running costs: ingredients, electricity, card processing fees and, in some cases, rent or a revenue share with the site owner.',
      'On the revenue side, the key variable is how many pizzas you sell per day. A good location – a large office building lobby or a university campus, for example – typically sells 30 to 50 pizzas a day. With a retail price of roughly $10–12 per pizza and relatively low ingredient costs, the gross margin on each pizza is much higher than at a regular snack bar, not least because there is no staff to pay.',
      'Take a conservative scenario: 30 pizzas a day and a net profit of about $4 per pizza after all expenses. That is $120 a day, or around $3,600 a month. In that scenario <u>the investment pays for itself within six months to a year</u>, even after allowing for slower months. Bear in mind that this is only an estimate; actual results depend on the location and how the machine is run.',
      'What moves the needle most? Location first, followed by the right pricing, a fully stocked machine at all times and regular maintenance. Remote monitoring lets you spot a dip in sales or a shortage of ingredients before customers notice – and that is often the difference between a machine that earns and one that disappoints.',
      'Prefer to start without a large upfront investment? Our [machine rental plan](/en/machine-rental) starts from 650 NIS per month and lets you test a location’s potential before you buy. For a calculation tailored to your site, [talk to us](/en/contact).',
    ].join('\n'),
    category: 'Business',
    author: 'Maya Levi',
    imageUrl: '/images/blog/post-2.webp',
    publishedDate: '2025-03-04',
    isBlogOfWeek: false,
    bulletPoints: [
      'A pizza machine costs $22,500 + VAT, including installation and a full warranty',
      'A good location typically sells 30–50 pizzas a day',
      'In a conservative scenario the machine pays for itself within six months to a year',
      'Location and regular maintenance have the biggest impact on profit',
    ],
    internalLinks: ['/en/products', '/en/machine-rental'],
    externalLinks: null,
    internalLikes: 9,
    externalLikes: 0,
    keywords: [
      'return on investment',
      'automatic pizza machine',
      'profitability',
      'vending business',
    ],
  },

  // en / Business: BLOG OF THE WEEK (not the newest), both likes > 0, one external link.
  {
    blogUrl: 'franchise-or-buy-your-own-machine',
    language: 'en',
    title: 'Franchise or Buy Your Own Machine: Which Is Right for You?',
    subtitle: null,
    excerpt:
      'There are two ways into the automatic pizza business, and each has its own advantages. Here is a practical comparison to help you choose.',
    content: [
      'If you want to get into automated retail, you usually have two options: buy a machine and run it yourself, or join the network as a franchisee. Both routes can be very profitable. The real difference lies in how involved you want to be, how much support you get and how large you plan to grow.',
      '**Buying your own machine** suits people who already control a good location – the owner of a gas station, a hotel or a shopping centre, for instance – and want an extra revenue stream without starting a whole new business. You buy the machine, receive installation, training and a warranty, and manage stock and pricing yourself.',
      '**Franchising** suits people who want to build a real business, usually with several machines in a given area. Franchisees benefit from an established brand, help with choosing sites, in-depth training, marketing materials and ongoing technical support. The advanced package also includes *exclusive territory rights*, so you never compete with another member of the network.',
      'To decide, ask yourself a few simple questions. Do you already have a location? How many hours a week do you plan to spend on the business? Do you see yourself running one machine, or ten machines three years from now? Your answers will point you in the right direction.',
      'Remember that the choice is not final. Many of our franchisees started with a single machine they bought outright, saw the results and then expanded. Either way, <u>we recommend reviewing the legal and tax aspects</u> with an accountant or a lawyer before signing any agreement.',
      'For details of our franchise packages and the four-step joining process, visit the [franchising page](/en/franchising) or [contact us](/en/contact) for a no-obligation introductory call.',
    ].join('\n'),
    category: 'Business',
    author: 'The AutoPizza Team',
    imageUrl: '/images/blog/post-3.webp',
    publishedDate: '2025-04-09',
    isBlogOfWeek: true,
    bulletPoints: [
      'Buying outright suits owners who already control a good location',
      'Franchising suits those who want to build a business with several machines',
      'Franchisees get support, training, marketing and territory exclusivity',
      'You can start with one machine and expand later',
    ],
    internalLinks: ['/en/franchising', '/en/products'],
    externalLinks: [
      {
        title: 'Israel Tax Authority',
        url: 'https://www.gov.il/en/departments/israel_tax_authority',
      },
    ],
    internalLikes: 14,
    externalLikes: 6,
    keywords: [
      'franchise',
      'pizza machine franchise',
      'buying a vending machine',
      'small business',
    ],
  },

  // en / Guides: bullet_points null (empty Key Points case), subtitle, both likes > 0.
  {
    blogUrl: 'how-fresh-pizza-is-ready-in-3-minutes',
    language: 'en',
    title: 'Behind the Scenes: How Is a Fresh Pizza Ready in 3 Minutes?',
    subtitle: 'From dough to box – every step inside the machine',
    excerpt:
      'No microwave and no reheated frozen pizza. Here is how the AutoPizza machine works, step by step, from kneading the dough to a hot pizza in 3 minutes.',
    content: [
      'One of the questions we hear most often is “How is that even possible?” After all, a good pizza needs dough, sauce, cheese and a hot oven – and yet our machine serves a hot, crispy pizza **in just 3 minutes**. Here is what happens inside from the moment you tap the screen.',
      'It all starts at the touch screen. The customer chooses a pizza, adds toppings from 7 options – olives, mushrooms, sweetcorn, onion, peppers, tomatoes and tuna – and pays by card or phone. As soon as the payment goes through, the machine gets to work, and the customer can follow its progress on screen.',
      'First, the machine mixes flour and water and kneads fresh dough, which is pressed into a thin, round base. It then spreads an even layer of tomato sauce, adds mozzarella and finishes with the chosen toppings – precisely portioned, so every pizza comes out just like the last one. Until that moment the ingredients are kept in a temperature-controlled refrigerated compartment.',
      'Next comes the baking. The machine uses a *high-speed infrared oven* that reaches a high temperature within seconds and bakes the pizza evenly: a crust that is crisp outside and soft inside, with melted, bubbling cheese. That is the secret to cutting the preparation time without compromising on taste.',
      'Once baked, the pizza is placed in a cardboard box and served through the delivery hatch. The whole process is logged by the monitoring system, which keeps the operator updated in real time on stock, temperatures and any faults, so the machine is ready for the next pizza – even at two in the morning.',
      'Want to see the machine in action? Visit one of [our locations](/en/locations), or read the <u>full technical specifications</u> on our [products page](/en/products).',
    ].join('\n'),
    category: 'Guides',
    author: 'The AutoPizza Team',
    imageUrl: '/images/blog/post-4.webp',
    publishedDate: '2025-05-06',
    isBlogOfWeek: false,
    bulletPoints: null,
    internalLinks: ['/en/products', '/en/locations'],
    externalLinks: null,
    internalLikes: 25,
    externalLikes: 11,
    keywords: ['pizza in 3 minutes', 'automatic pizza machine', 'how it works', 'infrared oven'],
  },

  // en / Guides: the maintenance picture (post-5), two external links.
  {
    blogUrl: 'hygiene-food-safety-and-maintenance',
    language: 'en',
    title: 'Hygiene, Food Safety and Maintenance for Vending Machines',
    subtitle: null,
    excerpt:
      'A machine that serves food has to meet strict standards. Here is how we keep everything clean, keep ingredients fresh and stay on top of maintenance.',
    content: [
      'When it comes to food, there is no room for compromise. An automatic pizza machine works without staff behind a counter, so its own systems have to maintain hygiene and food safety around the clock – in every season and at every level of demand.',
      'It all rests on **an unbroken cold chain**. Ingredients are stored in a refrigerated compartment that is monitored continuously, and any temperature deviation sends an instant alert to the operator. If the deviation persists, the machine automatically stops selling, so that no pizza is ever served below standard.',
      'The self-cleaning system runs after every bake and at the end of each day. It cleans the sauce and topping area and the serving surface, keeping manual handling to a minimum. Every part that comes into contact with food is made of food-grade materials and is easy to remove and clean.',
      'Automation aside, there is routine work that cannot be skipped: restocking and checking use-by dates, visual inspections, exterior cleaning and keeping a proper maintenance log. We recommend *a weekly service visit* at the very least, and more frequent visits at particularly busy sites.',
      'It is also important to know the regulatory requirements. Operating a machine that serves food may require a business licence and compliance with Ministry of Health guidelines, depending on the type of site and the products sold. <u>Our team guides customers through the process</u> and explains what is needed in each case.',
      'Have questions about maintenance, cleaning or regulations? [Contact us](/en/contact) and we will be happy to help.',
    ].join('\n'),
    category: 'Guides',
    author: 'The AutoPizza Team',
    imageUrl: '/images/blog/post-5.webp',
    publishedDate: '2025-06-02',
    isBlogOfWeek: false,
    bulletPoints: [
      'An unbroken cold chain with real-time alerts',
      'Sales stop automatically if the temperature goes out of range',
      'Self-cleaning after every bake and at the end of each day',
      'At least one service visit a week and a proper maintenance log',
    ],
    internalLinks: null,
    externalLinks: [
      {
        title: 'Ministry of Health – National Food Service',
        url: 'https://www.gov.il/en/departments/units/national_food_service',
      },
      {
        title: 'Business Licensing in Israel',
        url: 'https://www.gov.il/en/departments/topics/business_licensing',
      },
    ],
    internalLikes: 4,
    externalLikes: 2,
    keywords: ['hygiene', 'food safety', 'machine maintenance', 'self-cleaning'],
  },

  // en / News: newest English post (so the featured post must come from the flag, not the date).
  {
    blogUrl: 'new-locations-and-snack-machine-coming-soon',
    language: 'en',
    title: 'AutoPizza News: New Locations and a Snack Machine on the Way',
    subtitle: 'The network grows from the Galilee to Eilat',
    excerpt:
      'The network keeps growing: new machines are opening soon in Eilat and Kiryat Shmona, and our snack machine is entering its final stage of development.',
    content: [
      'This summer brings plenty of good news. After months of intensive work, the AutoPizza network is reaching both ends of the country – from the Galilee to Eilat – bringing a hot pizza in 3 minutes to places with few food options in the evening and at night.',
      'A new pizza machine will soon open on the northern promenade in **Eilat**, serving tourists and locals well into the night. Meanwhile, a combined pizza and beverage station is heading to the **Kiryat Shmona Community Centre**, where it will serve families, teenagers and everyone taking part in the centre’s activities.',
      'There is news in central Israel too: a combined pizza and beverage station recently opened in a Tel Aviv office tower and has already become a regular stop for the people who work there. You will find the full, up-to-date list on our [locations page](/en/locations).',
      'And the biggest news of all: *the AutoPizza snack machine* is in its final stage of development. It will offer a selection of sweet and savoury snacks, healthy bars and gluten-free options, with the same easy payment experience and the same remote monitoring you already know from our pizza and beverage machines.',
      'The snack machine will be available both to buy and for business partners who host it, with installation, maintenance and restocking included. <u>Site owners who sign up now will get priority placement</u> at launch.',
      'Want to be the first to hear about the launch, or host a machine at your site? Visit our [business partners page](/en/business-partners) or [leave your details](/en/contact) and we will keep you posted.',
    ].join('\n'),
    category: 'News',
    author: 'The AutoPizza Team',
    imageUrl: '/images/blog/post-6.webp',
    publishedDate: '2025-06-25',
    isBlogOfWeek: false,
    bulletPoints: [
      'A new pizza machine is opening soon on the Eilat promenade',
      'A combined pizza and beverage station is coming to Kiryat Shmona',
      'The snack machine is in its final stage of development',
      'Site owners who sign up now get priority placement',
    ],
    internalLinks: ['/en/locations', '/en/business-partners'],
    externalLinks: null,
    internalLikes: 12,
    externalLikes: 5,
    keywords: ['new locations', 'snack machine', 'AutoPizza', 'news'],
  },
];
