-- Health services (issue 4): guide ranges of the health indices, the my-page cards a person chose, and the
-- health app a person connected.

-- One band of a guide: idx_min_val inclusive, idx_max_val exclusive, NULL = unbounded; gender_code NULL = both
-- sexes. idx_code is a kernel `guideIndexCodes` value. Grades (spec section 4): 0001 normal, 0002 caution A,
-- 0003 caution B, 0004 danger. Every band names the published standard it comes from in `source`.
CREATE TABLE idx_guides (
  idx_code text NOT NULL CHECK (idx_code ~ '^[A-Za-z][A-Za-z0-9]{0,49}$'),
  gender_code text CHECK (gender_code IN ('0001', '0002')),
  grad_code text NOT NULL CHECK (grad_code IN ('0001', '0002', '0003', '0004', '0005')),
  idx_min_val numeric,
  idx_max_val numeric,
  idx_origin_code text NOT NULL CHECK (idx_origin_code ~ '^[A-Za-z0-9-]{1,40}$'),
  source text NOT NULL CHECK (char_length(source) > 0),
  CHECK (idx_min_val IS NULL OR idx_max_val IS NULL OR idx_min_val < idx_max_val)
);
CREATE INDEX idx_guides_idx_code_idx ON idx_guides (idx_code, gender_code);

-- Body mass index for Asian adults. Korean Society for the Study of Obesity, "Diagnosis of Obesity: 2022
-- Update of Clinical Practice Guidelines for Obesity", J Obes Metab Syndr 2023;32(2):121-129
-- (doi:10.7570/jomes23031), the cut-offs of WHO Western Pacific Region / IASO / IOTF, "The Asia-Pacific
-- perspective: redefining obesity and its treatment" (2000): underweight < 18.5, normal 18.5-22.9,
-- pre-obesity 23-24.9, class I obesity 25-29.9, class II-III obesity >= 30.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('bodyMassIndex', NULL, '0002', NULL, 18.5, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129) and WHO WPRO 2000: underweight'),
  ('bodyMassIndex', NULL, '0001', 18.5, 23, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129) and WHO WPRO 2000: normal'),
  ('bodyMassIndex', NULL, '0002', 23, 25, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129) and WHO WPRO 2000: pre-obesity'),
  ('bodyMassIndex', NULL, '0003', 25, 30, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129) and WHO WPRO 2000: class I obesity'),
  ('bodyMassIndex', NULL, '0004', 30, NULL, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129) and WHO WPRO 2000: class II-III obesity');

-- Waist circumference of Korean adults. Same KSSO 2022 guideline: abdominal obesity is >= 90 cm in men and
-- >= 85 cm in women. The guideline gives one cut-off and no middle band: under it normal, at or over danger.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('waistCircumference', '0001', '0001', NULL, 90, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129): men under 90 cm'),
  ('waistCircumference', '0001', '0004', 90, NULL, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129): abdominal obesity, men >= 90 cm'),
  ('waistCircumference', '0002', '0001', NULL, 85, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129): women under 85 cm'),
  ('waistCircumference', '0002', '0004', 85, NULL, 'KSSO-2022',
   'KSSO 2022 guideline (J Obes Metab Syndr 2023;32(2):121-129): abdominal obesity, women >= 85 cm');

-- Waist-hip ratio. WHO, "Waist circumference and waist-hip ratio: report of a WHO expert consultation,
-- Geneva, 8-11 December 2008" (2011): substantially increased risk of metabolic complications at >= 0.90 in
-- men and >= 0.85 in women. One cut-off: under it normal, at or over danger.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('waistHipRatio', '0001', '0001', NULL, 0.90, 'WHO-2008',
   'WHO expert consultation on waist circumference and waist-hip ratio (2008): men under 0.90'),
  ('waistHipRatio', '0001', '0004', 0.90, NULL, 'WHO-2008',
   'WHO expert consultation on waist circumference and waist-hip ratio (2008): substantially increased risk, men >= 0.90'),
  ('waistHipRatio', '0002', '0001', NULL, 0.85, 'WHO-2008',
   'WHO expert consultation on waist circumference and waist-hip ratio (2008): women under 0.85'),
  ('waistHipRatio', '0002', '0004', 0.85, NULL, 'WHO-2008',
   'WHO expert consultation on waist circumference and waist-hip ratio (2008): substantially increased risk, women >= 0.85');

-- Body fat percentage. American Council on Exercise (ACE) body-fat categories: men essential fat 2-5 %,
-- athletes 6-13 %, fitness 14-17 %, average 18-24 %, obese >= 25 %; women essential fat 10-13 %, athletes
-- 14-20 %, fitness 21-24 %, average 25-31 %, obese >= 32 %. Athletes to average are normal; essential fat
-- only (below the athletes' band) is a caution; obese is danger.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('percentageBodyFat', '0001', '0002', NULL, 6, 'ACE',
   'American Council on Exercise body-fat categories: men, essential fat only (under 6 %)'),
  ('percentageBodyFat', '0001', '0001', 6, 25, 'ACE',
   'American Council on Exercise body-fat categories: men, athletes to average (6-24 %)'),
  ('percentageBodyFat', '0001', '0004', 25, NULL, 'ACE',
   'American Council on Exercise body-fat categories: men, obese (25 % or more)'),
  ('percentageBodyFat', '0002', '0002', NULL, 14, 'ACE',
   'American Council on Exercise body-fat categories: women, essential fat only (under 14 %)'),
  ('percentageBodyFat', '0002', '0001', 14, 32, 'ACE',
   'American Council on Exercise body-fat categories: women, athletes to average (14-31 %)'),
  ('percentageBodyFat', '0002', '0004', 32, NULL, 'ACE',
   'American Council on Exercise body-fat categories: women, obese (32 % or more)');

-- Blood pressure. Korean Society of Hypertension, "2018 Korean Society of Hypertension guidelines for the
-- management of hypertension" (Clin Hypertens 2019;25:20) kept by "The 2022 focused update" (Clin Hypertens
-- 2023;29:11): normal < 120 and < 80, elevated 120-129 and < 80, prehypertension 130-139 or 80-89,
-- hypertension >= 140 or >= 90 (the same bands as ACC/AHA 2017: elevated, stage 1, stage 2). Each value has
-- its own guide; the record takes the worse grade of the two.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('sbp', NULL, '0001', NULL, 120, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): normal'),
  ('sbp', NULL, '0002', 120, 130, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): elevated'),
  ('sbp', NULL, '0003', 130, 140, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): prehypertension'),
  ('sbp', NULL, '0004', 140, NULL, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): hypertension'),
  ('dbp', NULL, '0001', NULL, 80, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): normal'),
  ('dbp', NULL, '0003', 80, 90, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): prehypertension'),
  ('dbp', NULL, '0004', 90, NULL, 'KSH-2022',
   'Korean Society of Hypertension guidelines 2018, 2022 focused update (Clin Hypertens 2023;29:11): hypertension');

-- Blood glucose and HbA1c. American Diabetes Association, "Standards of Care in Diabetes-2024", section 2
-- (Diabetes Care 2024;47(Suppl 1):S20-S42), the criteria the Korean Diabetes Association's guidelines also
-- use: fasting plasma glucose < 100 normal, 100-125 prediabetes, >= 126 diabetes; 2-hour plasma glucose
-- < 140 normal, 140-199 prediabetes, >= 200 diabetes (given for the 75 g glucose load, applied here to a
-- reading 2 hours after a meal); HbA1c < 5.7 % normal, 5.7-6.4 % prediabetes, >= 6.5 % diabetes.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('bloodSugarLevel', NULL, '0001', NULL, 100, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): fasting, normal'),
  ('bloodSugarLevel', NULL, '0003', 100, 126, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): fasting, prediabetes'),
  ('bloodSugarLevel', NULL, '0004', 126, NULL, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): fasting, diabetes'),
  ('bloodSugarLevelAfterMeal', NULL, '0001', NULL, 140, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): 2-hour, normal'),
  ('bloodSugarLevelAfterMeal', NULL, '0003', 140, 200, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): 2-hour, prediabetes'),
  ('bloodSugarLevelAfterMeal', NULL, '0004', 200, NULL, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): 2-hour, diabetes'),
  ('hbA1c', NULL, '0001', NULL, 5.7, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): normal'),
  ('hbA1c', NULL, '0003', 5.7, 6.5, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): prediabetes'),
  ('hbA1c', NULL, '0004', 6.5, NULL, 'ADA-2024',
   'ADA Standards of Care in Diabetes-2024 (Diabetes Care 2024;47(Suppl 1):S20-S42): diabetes');

-- Lipids. National Cholesterol Education Program, Adult Treatment Panel III, Executive Summary (JAMA
-- 2001;285(19):2486-2497): triglyceride < 150 normal, 150-199 borderline high, 200-499 high, >= 500 very
-- high; total cholesterol < 200 desirable, 200-239 borderline high, >= 240 high; HDL cholesterol < 40 low
-- (a major risk factor), >= 60 high (a negative risk factor). In between, HDL is a caution: for women the
-- band under 50 is worse, because ATP III's metabolic-syndrome criteria count HDL < 50 in women (< 40 in men).
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('triglyceride', NULL, '0001', NULL, 150, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): normal'),
  ('triglyceride', NULL, '0002', 150, 200, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): borderline high'),
  ('triglyceride', NULL, '0003', 200, 500, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): high'),
  ('triglyceride', NULL, '0004', 500, NULL, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): very high'),
  ('totalCholesterolQuantification', NULL, '0001', NULL, 200, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): desirable'),
  ('totalCholesterolQuantification', NULL, '0002', 200, 240, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): borderline high'),
  ('totalCholesterolQuantification', NULL, '0004', 240, NULL, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): high'),
  ('hdlCholesterol', NULL, '0004', NULL, 40, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): low HDL'),
  ('hdlCholesterol', '0001', '0002', 40, 60, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): men, neither low nor high'),
  ('hdlCholesterol', '0002', '0003', 40, 50, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): women, under the metabolic-syndrome criterion of 50'),
  ('hdlCholesterol', '0002', '0002', 50, 60, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): women, neither low nor high'),
  ('hdlCholesterol', NULL, '0001', 60, NULL, 'NCEP-ATP-III',
   'NCEP ATP III (JAMA 2001;285(19):2486-2497): high HDL');

-- Resting heart rate. American Heart Association, "All About Heart Rate": a normal resting heart rate for
-- adults ranges from 60 to 100 beats per minute. The source gives only the normal range, so a rate outside it
-- is a caution, not a danger. Heart rate is kept in whole beats, so the normal band ends before 101.
INSERT INTO idx_guides (idx_code, gender_code, grad_code, idx_min_val, idx_max_val, idx_origin_code, source) VALUES
  ('heartRate', NULL, '0002', NULL, 60, 'AHA',
   'American Heart Association, All About Heart Rate: under the normal resting range of 60-100 bpm'),
  ('heartRate', NULL, '0001', 60, 101, 'AHA',
   'American Heart Association, All About Heart Rate: normal resting range, 60-100 bpm'),
  ('heartRate', NULL, '0003', 101, NULL, 'AHA',
   'American Heart Association, All About Heart Rate: over the normal resting range of 60-100 bpm');

-- The my-page cards a person chose, in order (life-log type keys and index keys). No row: the default list.
CREATE TABLE interest_items (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  item_keys text[] NOT NULL CHECK (cardinality(item_keys) BETWEEN 1 AND 30),
  updated_at timestamptz NOT NULL
);

-- The health app a person connected (one at a time, spec section 4). No row: none ever connected.
CREATE TABLE lifelog_connections (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  device_type_code text CHECK (device_type_code IN ('0001', '0002', '0003')),
  cnnc_at text NOT NULL CHECK (cnnc_at IN ('Y', 'N')),
  -- When the app was connected; NULL while none is.
  cnnc_dt timestamptz,
  CHECK ((cnnc_at = 'Y') = (device_type_code IS NOT NULL AND cnnc_dt IS NOT NULL))
);
