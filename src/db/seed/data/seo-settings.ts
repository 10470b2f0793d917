import type { NewSeoSetting } from '@/db/schema';

/** Demo per-page SEO settings (back-office §3 "seo_settings", §5 "SEO score"). */
export const demoSeoSettings: NewSeoSetting[] = [
  // Hebrew home page.
  {
    pagePath: '/',
    metaTitle: 'אוטופיצה – מכונת פיצה אוטומטית, פיצה טרייה תוך 3 דקות',
    metaDescription:
      'מכונת פיצה אוטומטית שמכינה פיצה טרייה תוך 3 דקות, עם 7 סוגי תוספות ופעילות 24/7. אוטופיצה מוכרת, משכירה ומעניקה זכיינות למכונות פיצה ומשקאות בכל הארץ.',
    metaKeywords: 'מכונת פיצה אוטומטית, מכונת משקאות, זכיינות, אוטופיצה',
    focusKeyword: 'מכונת פיצה אוטומטית',
    ogTitle: 'אוטופיצה – מכונות פיצה ומשקאות אוטומטיות',
    ogDescription:
      'פיצה טרייה תוך 3 דקות, 24/7. מכירה, השכרה וזכיינות של מכונות פיצה אוטומטיות בישראל.',
    ogImage: '/images/og-default.webp',
    robots: 'index, follow',
  },
  // Hebrew products page.
  {
    pagePath: '/products',
    metaTitle: 'מכונת פיצה אוטומטית ומכונת משקאות למכירה | אוטופיצה',
    metaDescription:
      'מכונות למכירה: מכונת פיצה אוטומטית שמכינה פיצה טרייה תוך 3 דקות ומכונת משקאות קרים, כולל התקנה, אחריות מלאה ושירות טכני בכל רחבי הארץ.',
    metaKeywords: 'מכונות למכירה, מכונת פיצה אוטומטית, מכונת משקאות',
    focusKeyword: 'מכונת פיצה אוטומטית',
    ogTitle: 'מכונות פיצה ומשקאות אוטומטיות למכירה',
    ogDescription: 'מכונת פיצה אוטומטית ומכונת משקאות למכירה, עם התקנה, אחריות ושירות.',
    ogImage: '/images/og-default.webp',
    robots: 'index, follow',
  },
  // English home page.
  {
    pagePath: '/en',
    metaTitle: 'AutoPizza – Automatic Pizza Machines in Israel',
    metaDescription:
      'AutoPizza sells, rents and franchises automatic pizza machines and beverage machines across Israel. Fresh pizza in 3 minutes, 7 toppings, open 24/7.',
    metaKeywords:
      'automatic pizza machine, pizza vending machine, beverage machine, franchise, Israel',
    focusKeyword: 'automatic pizza machine',
    ogTitle: 'AutoPizza – Automatic Pizza & Beverage Machines',
    ogDescription:
      'Fresh pizza in 3 minutes, 24/7. Buy, rent or franchise an automatic pizza machine in Israel.',
    ogImage: '/images/og-default.webp',
    robots: 'index, follow',
  },
  // Hebrew franchising page.
  {
    pagePath: '/franchising',
    metaTitle: 'זכיינות מכונות פיצה אוטומטיות | אוטופיצה',
    metaDescription:
      'זכיינות אוטופיצה: מודל עסקי מוכח עם מכונות פיצה אוטומטיות שעובדות 24/7, ליווי בבחירת מיקום, הדרכה ותמיכה טכנית מלאה לאורך כל הדרך.',
    metaKeywords: 'זכיינות, זיכיון מכונת פיצה, עסק עצמאי, אוטופיצה',
    focusKeyword: 'זכיינות',
    ogTitle: 'זכיינות אוטופיצה – עסק אוטומטי שעובד 24/7',
    ogDescription: 'מודל זכיינות מוכח עם מכונות פיצה אוטומטיות, ליווי מלא ותמיכה טכנית.',
    ogImage: '/images/og-default.webp',
    robots: 'index, follow',
  },
];
