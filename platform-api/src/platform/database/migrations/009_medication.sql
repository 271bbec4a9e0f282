-- Medication plans and their doses (issue 13, spec sections 3, 4 and 9). Days and dose times are Asia/Seoul
-- wall time (`date`, `timestamp` without zone): Seoul keeps UTC+9 all year, and a dose at 08:00 stays at 08:00
-- whatever the server's zone. Instants (ticked, reminded, alerted) are `timestamptz`.

-- One row per plan. Its state is never stored: scheduled before tkmd_begin_de, ongoing until tkmd_end_de (NULL:
-- no end, answered as 9999-12-31T23:59:59), ended after it; ending a plan moves tkmd_end_de to that day.
CREATE TABLE medication_plans (
  tkmd_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The catalogue item it was chosen from; NULL for direct registration.
  item_seq text REFERENCES medicine_items (item_seq) ON DELETE SET NULL,
  tkmd_nm text NOT NULL CHECK (char_length(tkmd_nm) BETWEEN 1 AND 50),
  tkmd_type_code text NOT NULL CHECK (tkmd_type_code IN ('0001', '0002', '0003')),
  tkmd_cycle_code text NOT NULL CHECK (tkmd_cycle_code IN ('0001', '0002', '0003')),
  -- Weekdays (0001 Sunday ... 0007 Saturday) of a weekdays cycle, else empty.
  tkmd_dow_list text[] NOT NULL DEFAULT '{}',
  -- N of an every-N-days cycle, else NULL.
  tkmd_intrvl_day_cnt smallint CHECK (tkmd_intrvl_day_cnt BETWEEN 2 AND 30),
  tkmd_begin_de date NOT NULL,
  tkmd_end_de date CHECK (tkmd_end_de >= tkmd_begin_de),
  -- HH:mm, ascending.
  tkmd_time_list text[] NOT NULL CHECK (cardinality(tkmd_time_list) BETWEEN 1 AND 6),
  noti_at boolean NOT NULL,
  -- Minutes after a dose's time when the people the patient shares with hear it was missed; NULL: never.
  missed_alert_mi smallint CHECK (missed_alert_mi BETWEEN 10 AND 720),
  -- Doses after this Seoul wall time follow the plan as it is now; the ones before were made from earlier
  -- versions and stay as they were (an edit applies to doses after its moment only). NULL: every dose.
  rules_from timestamp,
  -- Every dose of the days from tkmd_begin_de to this day exists (made by the scheduler, a read or an edit),
  -- so that adherence over the plan's life reads them without generating anything. NULL: none made yet.
  generated_through date,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((tkmd_cycle_code = '0003') = (tkmd_intrvl_day_cnt IS NOT NULL)),
  CHECK ((tkmd_cycle_code = '0002') = (cardinality(tkmd_dow_list) > 0))
);
-- GET /plan and every read of a person's doses start from the person's plans.
CREATE INDEX medication_plans_user_idx ON medication_plans (user_id, tkmd_begin_de);
-- The scheduler's daily generation: plans whose doses are not all made yet (ended plans leave the index).
CREATE INDEX medication_plans_to_generate_idx ON medication_plans (generated_through)
  WHERE tkmd_end_de IS NULL OR generated_through IS NULL OR generated_through < tkmd_end_de;

-- One row per dose (a plan's detail), made lazily for the days someone reads (ON CONFLICT DO NOTHING on the
-- unique key), so a plan with no end costs nothing until viewed. status: 0001 not taken, 0002 taken, 0003 not
-- ticked; 0004 (unchecked) is answered for a dose still 0003 once its day is over, never stored.
CREATE TABLE medication_doses (
  tkmd_dtls_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tkmd_sn integer NOT NULL REFERENCES medication_plans (tkmd_sn) ON DELETE CASCADE,
  plan_dt timestamp NOT NULL,
  status char(4) NOT NULL DEFAULT '0003' CHECK (status IN ('0001', '0002', '0003', '0004')),
  -- When it was ticked taken or not taken; NULL while not ticked.
  taken_at timestamptz,
  -- When the scheduler handled the reminder and the missed-dose alert (sent, or passed over as too late or
  -- not wanted); NULL: still to handle.
  reminder_sent_at timestamptz,
  missed_alert_sent_at timestamptz,
  UNIQUE (tkmd_sn, plan_dt)
);
-- The scheduler's claims: doses still to remind or alert, by time. Handled or ticked doses leave the index.
CREATE INDEX medication_doses_reminder_idx ON medication_doses (plan_dt)
  WHERE status = '0003' AND reminder_sent_at IS NULL;
CREATE INDEX medication_doses_missed_alert_idx ON medication_doses (plan_dt)
  WHERE status = '0003' AND missed_alert_sent_at IS NULL;
